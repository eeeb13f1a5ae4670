/*
 * One Check suite per module; check_main.c runs them all (CK_RUN_SUITE
 * picks one, CK_FORK=no runs them in-process for valgrind).
 */
#ifndef SUDOKU_SUITES_H
#define SUDOKU_SUITES_H

#include <check.h>

Suite	*make_count_suite(void);
Suite	*make_detect_matrix_suite(void);
Suite	*make_engine_suite(void);
Suite	*make_engine_general_suite(void);
Suite	*make_engine_sudominoku_suite(void);
Suite	*make_generate_suite(void);
Suite	*make_grid_suite(void);
Suite	*make_human_aligned_suite(void);
Suite	*make_human_chains_suite(void);
Suite	*make_human_fish_suite(void);
Suite	*make_human_hgrid_suite(void);
Suite	*make_human_locking_suite(void);
Suite	*make_human_rate_suite(void);
Suite	*make_human_sets_suite(void);
Suite	*make_human_singles_suite(void);
Suite	*make_human_unique_suite(void);
Suite	*make_human_wing_suite(void);
Suite	*make_input_suite(void);
Suite	*make_lexmin_suite(void);
Suite	*make_minimal_suite(void);
Suite	*make_notation_boj_suite(void);
Suite	*make_notation_detect_suite(void);
Suite	*make_notation_fpuzzles_suite(void);
Suite	*make_notation_grid_suite(void);
Suite	*make_notation_hex_suite(void);
Suite	*make_notation_killer_suite(void);
Suite	*make_notation_letters_suite(void);
Suite	*make_notation_line_suite(void);
Suite	*make_notation_sudominoku_suite(void);
Suite	*make_notation_variant_suite(void);
Suite	*make_options_suite(void);
Suite	*make_pretty_variants_suite(void);
Suite	*make_progress_suite(void);
Suite	*make_rules_suite(void);
Suite	*make_split_suite(void);
Suite	*make_svg_suite(void);
Suite	*make_symmetry_suite(void);
Suite	*make_utf8_suite(void);
Suite	*make_verify_suite(void);
Suite	*make_yaml_suite(void);

#endif
