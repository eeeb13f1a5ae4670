/*
 * Rule families: what each kind of variant constraint means.  One file per
 * family (rule-NAME.c) exports one const struct rule_family, listed in the
 * table in rules.c in the order of enum rule_family_id; the family says
 *
 *  - how the engine is built for it (post): groups of cells that hold no
 *    digit twice, relations between two cells, digits a cell may not
 *    take, and a propagator of its own on its cells;
 *  - how its propagator narrows candidates (propagate), when it has one;
 *  - how a complete grid is checked against it (check), in words that
 *    name the rule and where it is broken.
 *
 * The engine (engine-rules.c) owns the state; families see it only
 * through the post_* and prop_* calls below, so that each stays a few
 * dozen lines about its own rule.  A propagator must never remove a
 * candidate that some solution has, and on cells that are all placed it
 * must fail exactly when the rule is broken: the search relies on both.
 */
#ifndef SUDOKU_RULES_H
#define SUDOKU_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/board.h"
#include "model/ruleset.h"

/* Room for a cell's name, "r64c64", with a margin any int fits. */
#define RULES_NAME_MAX	24

/* The engine under construction, as a family sees it. */
struct post;

/* The engine's state during propagation, as a family sees it. */
struct prop;

/* Relations between two cells the engine propagates itself. */
enum relation {
	REL_DIFFERENT,		/* a != b */
	REL_DIFFERENCE,		/* |a - b| == value */
	REL_NOT_DIFFERENCE,	/* |a - b| != value */
	REL_RATIO,		/* a == value * b or b == value * a */
	REL_NOT_RATIO,		/* neither */
	REL_SUM,		/* a + b == value */
	REL_NOT_SUM		/* a + b != value */
};

struct rule_family {
	const char		*name;		/* "cage": messages, notations */
	enum rule_family_id	 id;
	/* -1 when memory ran out */
	int			(*post)(struct post *, const struct ruleset *,
				    const struct constraint *);
	/* false on a contradiction; NULL: the family posts no propagator */
	bool			(*propagate)(struct prop *,
				    const struct constraint *, const void *);
	/*
	 * A grid, 0 for a blank: false if its digits already break the
	 * constraint, why saying how ("cage at r1c1 adds up to 14, not
	 * 12"); what blanks leave open is no break.
	 */
	bool			(*check)(const struct ruleset *,
				    const struct constraint *,
				    const struct shape *, const uint8_t *,
				    char *, size_t);
};

/* post: what families declare (engine-rules.c) */
const struct shape	*post_shape(const struct post *);
int	post_group(struct post *, const uint16_t *, int);
int	post_relation(struct post *, int, int, enum relation, int);
int	post_domain(struct post *, int, uint64_t);
int	post_propagator(struct post *, const struct constraint *,
	    const uint16_t *, int, const void *);
void	*post_alloc(struct post *, size_t);

/* prop: what propagators see and do (engine-rules.c) */
int		 prop_side(const struct prop *);
uint64_t	 prop_cand(const struct prop *, int);
bool		 prop_keep(struct prop *, int, uint64_t);
const uint16_t	*prop_cells(const struct prop *, const struct constraint *);

/* The families (rule-*.c). */
extern const struct rule_family rule_region;
extern const struct rule_family rule_diagonal;
extern const struct rule_family rule_extra_region;
extern const struct rule_family rule_disjoint;
extern const struct rule_family rule_antiknight;
extern const struct rule_family rule_antiking;
extern const struct rule_family rule_nonconsecutive;
extern const struct rule_family rule_cage;
extern const struct rule_family rule_thermo;
extern const struct rule_family rule_arrow;
extern const struct rule_family rule_difference;
extern const struct rule_family rule_ratio;
extern const struct rule_family rule_xv;
extern const struct rule_family rule_odd;
extern const struct rule_family rule_even;
extern const struct rule_family rule_negative;

/* rules.c */
extern const struct rule_family *const rule_families[RULE_FAMILIES];
const struct rule_family *rule_family_of(const struct constraint *);
const struct rule_family *rule_family_named(const char *);
bool	rules_check(const struct ruleset *, const struct shape *,
	    const uint8_t *, char *, size_t);
size_t	rules_cell_name(const struct shape *, int, char *, size_t);
bool	rules_orthogonal(const struct shape *, int, int);
int	rules_group_check(const struct shape *, const uint16_t *, int,
	    const uint8_t *, int *, int *);
int	rules_post_moves(struct post *, const int (*)[2], int,
	    enum relation, int);
bool	rules_check_moves(const struct shape *, const int (*)[2], int,
	    const uint8_t *, bool (*)(int, int, int), int, const char *,
	    char *, size_t);
extern const int rules_orthogonal_moves[2][2];
bool	rules_report_repeat(const struct shape *, const char *,
	    const uint16_t *, int, const uint8_t *, char *, size_t);

#endif
