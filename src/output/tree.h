/*
 * A document as a tree of mappings, sequences and scalars: what the yaml
 * and json formats write, from one description of the schema
 * (document.c).  A backend gives the three calls; the first failed write
 * sticks in out->error, and calls after it do nothing.
 */
#ifndef SUDOKU_TREE_H
#define SUDOKU_TREE_H

#include <stdbool.h>

#include "output/output.h"
#include "run/options.h"

struct result;

struct tree {
	struct output	*out;
	/* a mapping (else a sequence) begins; flow: on one line if it can */
	void		(*begin)(struct tree *, bool mapping, bool flow);
	void		(*end)(struct tree *, bool mapping);
	/* text, valid UTF-8; quoted: a string whatever it looks like */
	void		(*scalar)(struct tree *, const char *text, bool quoted);
	void		*backend;
};

/* document.c */
void	tree_document(struct tree *, const struct result *,
	    const struct run_options *);

#endif
