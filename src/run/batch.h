/*
 * The loop every puzzle-reading command shares: files in order as one
 * stream, each puzzle solved and written before the next is read (memory
 * stays flat), every problem reported and the batch carried on.
 */
#ifndef SUDOKU_BATCH_H
#define SUDOKU_BATCH_H

#include "commands/cmd.h"
#include "run/options.h"

/* batch.c */
int	batch_main(const struct cmd_entry *, int, char **, enum solve_mode);
void	batch_resolve(struct run_options *);
int	batch_plain_name(struct run_options *, char **);
void	batch_resolve_color(struct run_options *, int);
int	batch_check_pictures(const struct run_options *, struct diag *);

#endif
