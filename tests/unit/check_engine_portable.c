/*
 * The engine suite once more, against the engine compiled with
 * ENGINE_PORTABLE: the plain C that processors without SSE2 run is tested
 * on every machine, not only on theirs.
 */
#include <stdlib.h>

#include "suites.h"

int
main(void)
{
	SRunner	*runner;
	int	 failed;

	/*
	 * This binary's own copy of the engine, the plain C, is the
	 * baseline's entry: the dispatcher must not pick another path.
	 */
	if (setenv("SUDOKU_ISA", "sse2", 1) != 0)
		return EXIT_FAILURE;
	runner = srunner_create(make_engine_suite());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
