/*
 * The unit test runner: every module's suite in one SRunner, so `make check`
 * reports one total.  Check's own environment variables apply (CK_RUN_SUITE,
 * CK_RUN_CASE, CK_FORK, CK_VERBOSITY).
 */
#include <stdlib.h>

#include "suites.h"

static Suite *(*const suite_makers[])(void) = {
	make_count_suite,
	make_detect_matrix_suite,
	make_engine_suite,
	make_engine_general_suite,
	make_engine_sudominoku_suite,
	make_generate_suite,
	make_grid_suite,
	make_human_aligned_suite,
	make_human_chains_suite,
	make_human_fish_suite,
	make_human_hgrid_suite,
	make_human_locking_suite,
	make_human_rate_suite,
	make_human_sets_suite,
	make_human_singles_suite,
	make_human_unique_suite,
	make_human_wing_suite,
	make_input_suite,
	make_lexmin_suite,
	make_minimal_suite,
	make_notation_boj_suite,
	make_notation_detect_suite,
	make_notation_fpuzzles_suite,
	make_notation_grid_suite,
	make_notation_hex_suite,
	make_notation_killer_suite,
	make_notation_letters_suite,
	make_notation_line_suite,
	make_notation_sudominoku_suite,
	make_notation_variant_suite,
	make_options_suite,
	make_pretty_variants_suite,
	make_progress_suite,
	make_rules_suite,
	make_split_suite,
	make_svg_suite,
	make_symmetry_suite,
	make_utf8_suite,
	make_verify_suite,
	make_yaml_suite,
};

int
main(void)
{
	SRunner	*runner;
	size_t	 i;
	int	 failed;

	runner = srunner_create(NULL);
	for (i = 0; i < sizeof suite_makers / sizeof suite_makers[0]; i++)
		srunner_add_suite(runner, suite_makers[i]());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
