/*
 * The general engine's suite once more, against the engine compiled with
 * ENGINE_GENERAL_TINY_BUDGETS: the row-major search gives up at its first
 * failure and searches restart at once, so that the ways taken when they
 * do (settling the smallest solution cell by cell, restarts on small
 * boards) are checked against the same answers.
 */
#include <stdlib.h>

#include "suites.h"

int
main(void)
{
	SRunner	*runner;
	int	 failed;

	runner = srunner_create(make_engine_general_suite());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
