/*
 * fpuzzles: the JSON f-puzzles (www.f-puzzles.com) saves a puzzle in, and
 * the LZ-String text its links carry after "?load=" (io/lzstring.h).
 *
 * A puzzle is an object: "size" (1 to 16), "grid" (rows of cells, each
 * {"value", "given", "region", ...}), and a key per rule ("killercage",
 * "thermometer", "diagonal+", ...).  Cells are named "R1C1".  Only digits
 * with "given": true are the puzzle's: the others are a solver's entries,
 * unless they fill the grid (a solution, read whole to be verified).
 * A cell's "region" puts it in a region other than its box (a jigsaw),
 * null in none; the boxes are f-puzzles' own for the size (6: 2x3, 8:
 * 2x4, a prime size one row each), which are board_shape_for_side's
 * wherever a size has boxes.
 *
 * A constraint is never dropped: a key this program cannot solve by
 * (little killers, renban, ...) is refused by name unless it holds
 * nothing, and so is any key it does not know.  Keys that draw or
 * describe and carry no rule ("text", "line", "solution", ...) are read
 * past; the title, author and rules text are kept and written back.
 *
 * A file holds puzzles one after another: an object on one line or over
 * several (it ends where its braces close; a line starting with '{'
 * before then starts the next, and the unclosed one is reported), or a
 * link (its address with ?load=, or the text alone) on a line of its own.
 *
 * Written on one line, keys in a fixed order, so that reading, writing
 * and reading again gives the same puzzle; a puzzle read from a link is
 * written as a link (LZ-String compressing the same JSON), which is what
 * f-puzzles loads.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/json.h"
#include "io/lzstring.h"
#include "notation/notation.h"

#define FP_SIDE_MAX	16
#define FP_CELLS_MAX	(FP_SIDE_MAX * FP_SIDE_MAX)
#define FP_NAME_MAX	40		/* of a key, shown in messages */
#define FP_VALUE_MAX	10000		/* a sum, a difference, a ratio */
#define FP_ADDRESS	"https://www.f-puzzles.com/?load="

/* The lines of one object ("lines": [[cells], ...]), one after another. */
struct fp_lines {
	uint16_t	*cell;
	size_t		 ncell;
	size_t		 cell_cap;
	size_t		*end;		/* line k: cell[end[k - 1] .. end[k]) */
	size_t		 nline;
	size_t		 line_cap;
};

/* A member "value": a number or a string, or none (absent, null, ""). */
struct fp_value {
	bool			 present;
	enum json_type		 type;
	char			 text[24];	/* cut, with len the whole */
	size_t			 len;
	struct json_token	 at;
};

/* One object of a constraint's array, its members read. */
struct fp_entry {
	uint16_t		 cells[FP_CELLS_MAX];
	int			 ncells;
	bool			 has_cells;
	int			 cell;
	bool			 has_cell;
	bool			 has_lines;
	struct fp_value		 value;
};

/* The members an entry may have. */
#define FP_CELLS	0x1
#define FP_CELL		0x2
#define FP_LINES	0x4
#define FP_VAL		0x8

/* The keys that are true or false. */
enum fp_flag {
	FLAG_DIAGONAL_UP,	/* "diagonal+", bottom left to top right */
	FLAG_DIAGONAL_DOWN,
	FLAG_ANTIKNIGHT,
	FLAG_ANTIKING,
	FLAG_NONCONSECUTIVE,
	FLAG_DISJOINT,
	FLAGS
};

struct fp_reader {
	struct json		 j;
	const struct json_text	*text;
	struct diag		*d;
	const char		*file;
	unsigned long		 line;		/* where the puzzle starts */
	bool			 link;
	bool			 no_memory;
	struct puzzle		*p;
	struct ruleset		*set;
	struct shape		 shape;
	uint8_t			*cells;
	int8_t			 region[FP_CELLS_MAX];	/* -1: none */
	uint8_t			 value[FP_CELLS_MAX];	/* given or not */
	struct json_token	 grid_at;
	bool			 flag[FLAGS];
	struct json_token	 disjoint_at;
	int			 negative;
	struct json_token	 negative_at;
	uint16_t		 odd[FP_CELLS_MAX];
	int			 nodd;
	uint16_t		 even[FP_CELLS_MAX];
	int			 neven;
	uint64_t		 keys_seen;
	struct fp_lines		 lines;
	struct fp_entry		 entry;
};

/* What a key of the puzzle's object is. */
enum fp_kind {
	KEY_READ,		/* read by read() */
	KEY_PAST,		/* draws or describes: read past */
	KEY_REFUSED		/* a rule not supported, unless it is empty */
};

struct fp_key {
	const char	*name;
	enum fp_kind	 kind;
	/* reads the value tok starts */
	int		(*read)(struct fp_reader *, const struct json_token *,
			    const struct fp_key *);
	/* an array of objects: reads each of them */
	int		(*one)(struct fp_reader *, const struct json_token *,
			    const struct fp_key *);
	int		 arg;		/* enum fp_flag, or the rule family */
	const char	*what;		/* KEY_REFUSED: the rule, in words */
};

/* Messages: at a token, in the file or in a link's JSON. */

static int
fp_vbad(struct fp_reader *r, size_t mark_line, size_t mark_col,
    const char *fmt, va_list ap)
{
	char		msg[DIAG_MESSAGE_MAX];
	unsigned long	line, col;

	vsnprintf(msg, sizeof msg, fmt, ap);
	json_where(r->text, mark_line, mark_col, &line, &col);
	if (!r->link)
		diag_set(r->d, r->file, line, col, "%s", msg);
	else if (line > 1)
		diag_set(r->d, r->file, r->line, 0, "%s (the link's JSON, "
		    "line %lu, column %lu)", msg, line, col);
	else
		diag_set(r->d, r->file, r->line, 0, "%s (the link's JSON, "
		    "column %lu)", msg, col);
	return -1;
}

static int
fp_bad(struct fp_reader *r, const struct json_token *at, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));

static int
fp_bad(struct fp_reader *r, const struct json_token *at, const char *fmt,
    ...)
{
	va_list	ap;

	va_start(ap, fmt);
	fp_vbad(r, at->mark_line, at->mark_col, fmt, ap);
	va_end(ap);
	return -1;
}

static int
fp_no_memory(struct fp_reader *r)
{
	r->no_memory = true;
	diag_no_memory(r->d, r->file, r->line);
	return -1;
}

/* What the JSON layer found wrong, at its place. */
static int
fp_bad_json(struct fp_reader *r)
{
	struct json_token	at;

	if (r->j.no_memory)
		return fp_no_memory(r);
	memset(&at, 0, sizeof at);
	at.mark_line = r->j.bad_mark_line;
	at.mark_col = r->j.bad_mark_col;
	return fp_bad(r, &at, "%s", r->j.bad);
}

/* Tokens. */

static int
fp_next(struct fp_reader *r, struct json_token *tok)
{
	return json_next(&r->j, tok) < 0 ? fp_bad_json(r) : 0;
}

/* Past the rest of the value tok starts. */
static int
fp_skip(struct fp_reader *r, const struct json_token *tok)
{
	struct json_token	t;
	long			depth;

	if (tok->type != JSON_OBJECT && tok->type != JSON_ARRAY)
		return 0;
	for (depth = 1; depth > 0;) {
		if (fp_next(r, &t) < 0)
			return -1;
		if (t.type == JSON_OBJECT || t.type == JSON_ARRAY)
			depth++;
		else if (t.type == JSON_END)
			depth--;
	}
	return 0;
}

/*
 * Whether the value tok starts holds nothing: false, null, "", [] or
 * {} (an empty one is read through its end; any other is left).
 */
static int
fp_empty(struct fp_reader *r, const struct json_token *tok, bool *empty)
{
	struct json_token	t;

	switch (tok->type) {
	case JSON_FALSE:
	case JSON_NULL:
		*empty = true;
		return 0;
	case JSON_STRING:
		*empty = tok->len == 0;
		return 0;
	case JSON_OBJECT:
	case JSON_ARRAY:
		if (fp_next(r, &t) < 0)
			return -1;
		*empty = t.type == JSON_END;
		return 0;
	default:
		*empty = false;
		return 0;
	}
}

/* A key or string for a message, cut to FP_NAME_MAX, control bytes shown. */
static const char *
fp_shown(const char *s, size_t len, char out[FP_NAME_MAX + 8])
{
	size_t	i, n = 0;

	for (i = 0; i < len && n < FP_NAME_MAX; i++) {
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			n += (size_t)snprintf(out + n, FP_NAME_MAX + 8 - n,
			    "\\x%02x", (unsigned char)s[i]);
		else
			out[n++] = s[i];
	}
	if (i < len)
		n += (size_t)snprintf(out + n, FP_NAME_MAX + 8 - n, "...");
	out[n < FP_NAME_MAX + 8 ? n : FP_NAME_MAX + 7] = '\0';
	return out;
}

static const char *
fp_type_name(enum json_type type)
{
	switch (type) {
	case JSON_OBJECT:
		return "an object";
	case JSON_ARRAY:
		return "an array";
	case JSON_END:
		break;
	case JSON_STRING:
		return "a string";
	case JSON_NUMBER:
		return "a number";
	case JSON_TRUE:
	case JSON_FALSE:
		return "true or false";
	case JSON_NULL:
		return "null";
	}
	return "nothing";
}

/* Cells. */

/*
 * "R3C12": row and column from 1, no zero before them, on the board; the
 * cell's index in *cell.
 */
static int
fp_cell_name(struct fp_reader *r, const struct json_token *tok, int *cell)
{
	char	shown[FP_NAME_MAX + 8];
	size_t	i = 1;
	int	n = r->shape.side, row = 0, col = 0, digits;

	if (tok->type != JSON_STRING)
		return fp_bad(r, tok, "a cell is a string such as \"R1C1\", "
		    "not %s", fp_type_name(tok->type));
	if (tok->len < 4 || tok->text[0] != 'R')
		goto bad;
	for (digits = 0; i < tok->len && tok->text[i] >= '0' &&
	    tok->text[i] <= '9' && digits < 3; i++, digits++)
		row = row * 10 + tok->text[i] - '0';
	if (digits == 0 || tok->text[1] == '0' || i == tok->len ||
	    tok->text[i++] != 'C' || i == tok->len || tok->text[i] == '0')
		goto bad;
	for (digits = 0; i < tok->len && tok->text[i] >= '0' &&
	    tok->text[i] <= '9' && digits < 3; i++, digits++)
		col = col * 10 + tok->text[i] - '0';
	if (digits == 0 || i != tok->len)
		goto bad;
	if (row > n || col > n)
		return fp_bad(r, tok, "'%s' is not a cell of the %dx%d grid "
		    "(R1C1 to R%dC%d)", fp_shown(tok->text, tok->len, shown),
		    n, n, n, n);
	*cell = (row - 1) * n + col - 1;
	return 0;
bad:
	return fp_bad(r, tok, "'%s' is not a cell name (R1C1 to R%dC%d)",
	    fp_shown(tok->text, tok->len, shown), n, n);
}

static bool
fp_marked(uint64_t *set, int cell)
{
	bool	was = set[cell / 64] >> (cell % 64) & 1;

	set[cell / 64] |= 1ULL << (cell % 64);
	return was;
}

static const char *
fp_cell_text(const struct shape *s, int cell, char out[16])
{
	snprintf(out, 16, "R%dC%d", (cell / s->side + 1) % 100,
	    (cell % s->side + 1) % 100);
	return out;
}

/*
 * An array of cells, tok its start: into cells, each once; what names
 * the constraint for a message.
 */
static int
fp_cell_list(struct fp_reader *r, const struct json_token *tok,
    uint16_t *cells, int *n, const char *what)
{
	struct json_token	t;
	uint64_t		seen[FP_CELLS_MAX / 64] = { 0 };
	char			name[16];
	int			cell = 0;

	if (tok->type != JSON_ARRAY)
		return fp_bad(r, tok, "the cells of %s are an array, not %s",
		    what, fp_type_name(tok->type));
	for (*n = 0;;) {
		if (fp_next(r, &t) < 0)
			return -1;
		if (t.type == JSON_END)
			return 0;
		if (fp_cell_name(r, &t, &cell) < 0)
			return -1;
		if (fp_marked(seen, cell))
			return fp_bad(r, &t, "%s twice in %s",
			    fp_cell_text(&r->shape, cell, name), what);
		cells[(*n)++] = (uint16_t)cell;
	}
}

static int
fp_lines_reserve(struct fp_lines *l, size_t cells)
{
	void	*p;
	size_t	 cap;

	if (l->ncell + cells > l->cell_cap) {
		cap = l->cell_cap == 0 ? 256 : 2 * l->cell_cap;
		while (cap < l->ncell + cells)
			cap *= 2;
		if ((p = realloc(l->cell, cap * sizeof *l->cell)) == NULL)
			return -1;
		l->cell = p;
		l->cell_cap = cap;
	}
	if (l->nline == l->line_cap) {
		cap = l->line_cap == 0 ? 16 : 2 * l->line_cap;
		if ((p = realloc(l->end, cap * sizeof *l->end)) == NULL)
			return -1;
		l->end = p;
		l->line_cap = cap;
	}
	return 0;
}

/* "lines": an array of arrays of cells, into r->lines. */
static int
fp_read_lines(struct fp_reader *r, const struct json_token *tok,
    const char *what)
{
	struct json_token	t;
	struct fp_lines		*l = &r->lines;
	uint16_t		 cells[FP_CELLS_MAX];
	int			 n;

	l->ncell = 0;
	l->nline = 0;
	if (tok->type != JSON_ARRAY)
		return fp_bad(r, tok, "the lines of %s are an array, not %s",
		    what, fp_type_name(tok->type));
	for (;;) {
		if (fp_next(r, &t) < 0)
			return -1;
		if (t.type == JSON_END)
			return 0;
		if (fp_cell_list(r, &t, cells, &n, what) < 0)
			return -1;
		if (n == 0)
			return fp_bad(r, &t, "a line of %s has no cell", what);
		if (fp_lines_reserve(l, (size_t)n) < 0)
			return fp_no_memory(r);
		memcpy(l->cell + l->ncell, cells, (size_t)n * sizeof *cells);
		l->ncell += (size_t)n;
		l->end[l->nline++] = l->ncell;
	}
}

/* Entries: the objects of a constraint key's array. */

static int
fp_read_value(struct fp_reader *r, const struct json_token *tok)
{
	struct fp_value	*v = &r->entry.value;

	v->at = *tok;
	v->type = tok->type;
	v->len = tok->len;
	switch (tok->type) {
	case JSON_NULL:
		return 0;
	case JSON_STRING:
	case JSON_NUMBER:
		v->present = tok->len > 0;
		snprintf(v->text, sizeof v->text, "%.*s", (int)(tok->len <
		    sizeof v->text ? tok->len : sizeof v->text - 1), tok->text);
		return 0;
	default:
		return fp_bad(r, tok, "'value' is a string or a number, not %s",
		    fp_type_name(tok->type));
	}
}

/*
 * The members of one object of key's array (tok its start) that
 * `members` allows; any other member is refused unless it holds nothing.
 */
static int
fp_read_entry(struct fp_reader *r, const struct json_token *tok,
    const char *key, unsigned members, const char *what)
{
	struct fp_entry		*e = &r->entry;
	struct json_token	 name, v;
	char			 shown[FP_NAME_MAX + 8];
	unsigned		 seen = 0, bit;
	bool			 empty;

	memset(&e->value, 0, sizeof e->value);
	e->ncells = 0;
	e->has_cells = e->has_cell = e->has_lines = false;
	if (tok->type != JSON_OBJECT)
		return fp_bad(r, tok, "each of '%s' is an object, not %s", key,
		    fp_type_name(tok->type));
	for (;;) {
		if (fp_next(r, &name) < 0)
			return -1;
		if (name.type == JSON_END)
			return 0;
		fp_shown(name.text, name.len, shown);
		bit = strcmp(shown, "cells") == 0 ? FP_CELLS :
		    strcmp(shown, "cell") == 0 ? FP_CELL :
		    strcmp(shown, "lines") == 0 ? FP_LINES :
		    strcmp(shown, "value") == 0 ? FP_VAL : 0;
		if (fp_next(r, &v) < 0)
			return -1;
		if ((bit & members) == 0) {
			if (fp_empty(r, &v, &empty) < 0)
				return -1;
			if (!empty)
				return fp_bad(r, &name, "f-puzzles key '%s': "
				    "member '%s' is not supported", key, shown);
			continue;
		}
		if (seen & bit)
			return fp_bad(r, &name, "member '%s' twice in one of "
			    "'%s'", shown, key);
		seen |= bit;
		if (bit == FP_CELLS) {
			e->has_cells = true;
			if (fp_cell_list(r, &v, e->cells, &e->ncells, what) < 0)
				return -1;
		} else if (bit == FP_CELL) {
			e->has_cell = true;
			if (fp_cell_name(r, &v, &e->cell) < 0)
				return -1;
		} else if (bit == FP_LINES) {
			e->has_lines = true;
			if (fp_read_lines(r, &v, what) < 0)
				return -1;
		} else if (fp_read_value(r, &v) < 0)
			return -1;
	}
}

/* The number a "value" says: from 1 to FP_VALUE_MAX, or *v = dflt if none. */
static int
fp_value_number(struct fp_reader *r, const char *what, int dflt, int *n)
{
	const struct fp_value	*v = &r->entry.value;
	char			 shown[FP_NAME_MAX + 8];
	size_t			 i;
	long			 k = 0;

	*n = dflt;
	if (!v->present)
		return 0;
	for (i = 0; i < v->len && i < sizeof v->text - 1; i++) {
		if (v->text[i] < '0' || v->text[i] > '9' || (i == 0 &&
		    v->text[i] == '0'))
			break;
		k = k * 10 + v->text[i] - '0';
	}
	if (i < v->len || k < 1 || k > FP_VALUE_MAX)
		return fp_bad(r, &v->at, "%s '%s' is not a whole number from 1 "
		    "to %d", what, fp_shown(v->text, v->len < sizeof v->text ?
		    v->len : sizeof v->text - 1, shown), FP_VALUE_MAX);
	*n = (int)k;
	return 0;
}

/* A "value" where the constraint has none: only null or "" are. */
static int
fp_value_none(struct fp_reader *r, const char *key)
{
	const struct fp_value	*v = &r->entry.value;

	if (v->present)
		return fp_bad(r, &v->at, "f-puzzles key '%s': a 'value' is "
		    "not supported", key);
	return 0;
}

static int
fp_add(struct fp_reader *r, enum rule_family_id family,
    const uint16_t *cells, int n, int value, int head)
{
	if (ruleset_add(r->set, family, cells, n, value, head) < 0)
		return fp_no_memory(r);
	return 0;
}

/* Each object of the array tok starts, read by k->one. */
static int
fp_read_array(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	struct json_token	t;

	if (tok->type == JSON_NULL)
		return 0;
	if (tok->type != JSON_ARRAY)
		return fp_bad(r, tok, "'%s' is an array, not %s", k->name,
		    fp_type_name(tok->type));
	for (;;) {
		if (fp_next(r, &t) < 0)
			return -1;
		if (t.type == JSON_END)
			return 0;
		if (k->one(r, &t, k) < 0)
			return -1;
	}
}

/* The constraints. */

static int
fp_one_cage(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char	*key = k->name;
	struct fp_entry	*e = &r->entry;
	int		 sum;

	if (fp_read_entry(r, tok, key, FP_CELLS | FP_VAL, "a killer cage") < 0)
		return -1;
	if (e->ncells == 0)
		return fp_bad(r, tok, "a killer cage with no cells");
	if (fp_value_number(r, "a killer cage's sum", 0, &sum) < 0)
		return -1;
	return fp_add(r, RULE_CAGE, e->cells, e->ncells, sum, 0);
}

static int
fp_one_thermometer(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char		*key = k->name;
	const struct fp_lines	*l = &r->lines;
	size_t			 li, from = 0;

	if (fp_read_entry(r, tok, key, FP_LINES | FP_VAL,
	    "a thermometer") < 0 || fp_value_none(r, key) < 0)
		return -1;
	for (li = 0; r->entry.has_lines && li < l->nline;
	    from = l->end[li++])
		if (fp_add(r, RULE_THERMO, l->cell + from,
		    (int)(l->end[li] - from), 0, 0) < 0)
			return -1;
	return 0;
}

/*
 * An arrow: "cells" its circle (a pill: more cells, read in order as one
 * number), each of "lines" a path from a cell of the circle; each line a
 * constraint of its own.
 */
static int
fp_one_arrow(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char	*key = k->name;
	struct fp_entry	*e = &r->entry;
	const uint16_t	*line;
	uint16_t	 cells[FP_CELLS_MAX];
	uint64_t	 in_circle[FP_CELLS_MAX / 64];
	size_t		 li, i, from = 0, n;
	char		 name[16];

	if (fp_read_entry(r, tok, key, FP_CELLS | FP_LINES | FP_VAL,
	    "an arrow") < 0 || fp_value_none(r, key) < 0)
		return -1;
	if (e->ncells == 0)
		return fp_bad(r, tok, "an arrow with no circle ('cells')");
	memcpy(cells, e->cells, (size_t)e->ncells * sizeof *cells);
	for (li = 0; e->has_lines && li < r->lines.nline;
	    from = r->lines.end[li++]) {
		line = r->lines.cell + from;
		n = r->lines.end[li] - from;
		memset(in_circle, 0, sizeof in_circle);
		for (i = 0; i < (size_t)e->ncells; i++)
			fp_marked(in_circle, e->cells[i]);
		if (!fp_marked(in_circle, line[0]))
			return fp_bad(r, tok, "an arrow's line starts at %s, "
			    "outside its circle", fp_cell_text(&r->shape,
			    line[0], name));
		if (n < 2)
			return fp_bad(r, tok, "an arrow's line has no cell "
			    "past its circle");
		for (i = 1; i < n; i++) {
			if (fp_marked(in_circle, line[i]))
				return fp_bad(r, tok, "an arrow's line "
				    "passes %s twice or through its circle",
				    fp_cell_text(&r->shape, line[i], name));
			cells[e->ncells + i - 1] = line[i];
		}
		if (fp_add(r, RULE_ARROW, cells, e->ncells + (int)n - 1, 0,
		    e->ncells) < 0)
			return -1;
	}
	return 0;
}

/*
 * A constraint's cells; NULL for one of none (diagonals, anti-knight),
 * whose set may have no pool of cells at all.
 */
static const uint16_t *
fp_cells(const struct ruleset *set, const struct constraint *c)
{
	return c->ncells > 0 ? constraint_cells(set, c) : NULL;
}

/*
 * Whether a dot of the family is already between cells a and b (one of
 * each kind may be, as f-puzzles draws one).
 */
static bool
fp_dot_twice(const struct ruleset *set, enum rule_family_id family, int a,
    int b)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	int			 i;

	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		if (c->family != family || c->ncells != 2)
			continue;
		cells = fp_cells(set, c);
		if ((cells[0] == a && cells[1] == b) ||
		    (cells[0] == b && cells[1] == a))
			return true;
	}
	return false;
}

/* Whether a dot of c's family joins c's cells before c in the set. */
static bool
fp_dot_twice_before(const struct ruleset *set, const struct constraint *c)
{
	struct ruleset	before = *set;

	before.count = (int)(c - set->constraint);
	return fp_dot_twice(&before, (enum rule_family_id)c->family,
	    fp_cells(set, c)[0], fp_cells(set, c)[1]);
}

static const char *
fp_dot_name(enum rule_family_id family)
{
	return family == RULE_DIFFERENCE ? "a white dot" :
	    family == RULE_RATIO ? "a black dot" : "an XV mark";
}

/* The two cells of a dot or XV mark: orthogonal neighbours. */
static int
fp_dot_cells(struct fp_reader *r, const struct json_token *tok,
    enum rule_family_id family)
{
	struct fp_entry	*e = &r->entry;
	char		 a[16], b[16];
	int		 rows, cols;

	if (e->ncells != 2)
		return fp_bad(r, tok, "%s is between 2 cells, not %d",
		    fp_dot_name(family), e->ncells);
	rows = abs(e->cells[0] / r->shape.side - e->cells[1] / r->shape.side);
	cols = abs(e->cells[0] % r->shape.side - e->cells[1] % r->shape.side);
	fp_cell_text(&r->shape, e->cells[0], a);
	fp_cell_text(&r->shape, e->cells[1], b);
	if (rows + cols != 1)
		return fp_bad(r, tok, "%s between %s and %s, which are not "
		    "neighbours", fp_dot_name(family), a, b);
	if (fp_dot_twice(r->set, family, e->cells[0], e->cells[1]))
		return fp_bad(r, tok, "%s between %s and %s twice",
		    fp_dot_name(family), a, b);
	return 0;
}

static int
fp_one_dot(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	enum rule_family_id	 family = (enum rule_family_id)k->arg;
	const char		*key = k->name;
	struct fp_entry		*e = &r->entry;
	int			 value;

	if (fp_read_entry(r, tok, key, FP_CELLS | FP_VAL,
	    fp_dot_name(family)) < 0 || fp_dot_cells(r, tok, family) < 0)
		return -1;
	if (family == RULE_XV) {
		if (e->value.type != JSON_STRING || e->value.len != 1 ||
		    strchr("XxVv", e->value.text[0]) == NULL)
			return fp_bad(r, e->value.present ? &e->value.at : tok,
			    "an XV mark's value is \"X\" or \"V\"");
		value = e->value.text[0] == 'X' || e->value.text[0] == 'x' ?
		    10 : 5;
	} else if (fp_value_number(r, family == RULE_DIFFERENCE ?
	    "a white dot's difference" : "a black dot's ratio",
	    family == RULE_DIFFERENCE ? 1 : 2, &value) < 0)
		return -1;
	return fp_add(r, family, e->cells, 2, value, 0);
}

/* "odd" and "even": one cell each; gathered into one constraint each. */
static int
fp_one_parity(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char	*key = k->name;
	bool		 odd = key[0] == 'o';
	uint16_t	*list = odd ? r->odd : r->even;
	int		*n = odd ? &r->nodd : &r->neven, i;
	char		 name[16];

	if (fp_read_entry(r, tok, key, FP_CELL | FP_VAL, key) < 0 ||
	    fp_value_none(r, key) < 0)
		return -1;
	if (!r->entry.has_cell)
		return fp_bad(r, tok, "one of '%s' has no 'cell'", key);
	for (i = 0; i < *n; i++)
		if (list[i] == r->entry.cell)
			return fp_bad(r, tok, "%s is in '%s' twice",
			    fp_cell_text(&r->shape, r->entry.cell, name), key);
	list[(*n)++] = (uint16_t)r->entry.cell;
	return 0;
}

static int
fp_one_extra(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char	*key = k->name;
	struct fp_entry	*e = &r->entry;

	if (fp_read_entry(r, tok, key, FP_CELLS | FP_VAL,
	    "an extra region") < 0 || fp_value_none(r, key) < 0)
		return -1;
	if (e->ncells == 0)
		return fp_bad(r, tok, "an extra region with no cells");
	return fp_add(r, RULE_EXTRA_REGION, e->cells, e->ncells, 0, 0);
}

/*
 * "cage" is f-puzzles' cosmetic cage: a drawing, read past.  One with a
 * value (a sum, "DR5", ...) stands for a rule its rules text states, not
 * a killer cage: refused, unless the value is metadata ("title: ...",
 * as SudokuPad writes it).
 */
static int
fp_one_cosmetic_cage(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char		*key = k->name;
	struct json_token	 name, v;
	char			 shown[FP_NAME_MAX + 8];
	size_t			 i;

	if (tok->type != JSON_OBJECT)
		return fp_skip(r, tok);
	for (;;) {
		if (fp_next(r, &name) < 0)
			return -1;
		if (name.type == JSON_END)
			return 0;
		fp_shown(name.text, name.len, shown);
		if (fp_next(r, &v) < 0)
			return -1;
		if (strcmp(shown, "value") != 0 || v.len == 0 ||
		    (v.type != JSON_STRING && v.type != JSON_NUMBER)) {
			if (fp_skip(r, &v) < 0)
				return -1;
			continue;
		}
		for (i = 0; i < v.len && v.text[i] >= 'a' && v.text[i] <= 'z';
		    i++)
			;
		if (v.type == JSON_STRING && i > 0 && i + 1 < v.len &&
		    v.text[i] == ':' && v.text[i + 1] == ' ')
			continue;
		return fp_bad(r, &v, "f-puzzles key '%s' (a cosmetic cage "
		    "with the value '%s', a rule only its rules text "
		    "states; killer cages are 'killercage') is not supported",
		    key, fp_shown(v.text, v.len, shown));
	}
}

/* "cage": an array of drawings; anything else is read past. */
static int
fp_read_cosmetic(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	if (tok->type != JSON_ARRAY)
		return fp_skip(r, tok);
	return fp_read_array(r, tok, k);
}

/* Top-level keys. */

static int
fp_read_flag(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	const char	*key = k->name;
	enum fp_flag	 flag = (enum fp_flag)k->arg;

	if (tok->type != JSON_TRUE && tok->type != JSON_FALSE &&
	    tok->type != JSON_NULL)
		return fp_bad(r, tok, "'%s' is true or false, not %s", key,
		    fp_type_name(tok->type));
	r->flag[flag] = tok->type == JSON_TRUE;
	if (flag == FLAG_DISJOINT)
		r->disjoint_at = *tok;
	return 0;
}

/* "negative": the marks whose absence says no. */
static int
fp_read_negative(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	static const struct {
		const char	*name;
		int		 bits;
	} names[] = {
		{ "ratio", NEGATIVE_BLACK },
		{ "difference", NEGATIVE_WHITE },
		{ "xv", NEGATIVE_X | NEGATIVE_V },
	};
	const char		*key = k->name;
	struct json_token	 t;
	char			 shown[FP_NAME_MAX + 8];
	size_t			 i;

	r->negative_at = *tok;
	if (tok->type == JSON_NULL)
		return 0;
	if (tok->type != JSON_ARRAY)
		return fp_bad(r, tok, "'%s' is an array, not %s", key,
		    fp_type_name(tok->type));
	for (;;) {
		if (fp_next(r, &t) < 0)
			return -1;
		if (t.type == JSON_END)
			return 0;
		if (t.type != JSON_STRING)
			return fp_bad(r, &t, "each of '%s' is a string, not %s",
			    key, fp_type_name(t.type));
		fp_shown(t.text, t.len, shown);
		for (i = 0; i < sizeof names / sizeof names[0]; i++)
			if (strcmp(shown, names[i].name) == 0)
				break;
		if (i == sizeof names / sizeof names[0])
			return fp_bad(r, &t, "f-puzzles negative constraint "
			    "'%s' is not supported", shown);
		if ((r->negative & names[i].bits) != 0)
			return fp_bad(r, &t, "'%s' twice in '%s'", shown, key);
		r->negative |= names[i].bits;
	}
}

/* Appends ,"key":"text" (JSON-escaped) to the puzzle's kept text. */
static int
fp_keep_string(struct fp_reader *r, const char *key, const char *s,
    size_t len)
{
	struct puzzle	*p = r->p;
	char		 esc[8];
	size_t		 i, from = 0;
	int		 rc;

	rc = puzzle_append_text(p, ",\"", 2);
	rc |= puzzle_append_text(p, key, strlen(key));
	rc |= puzzle_append_text(p, "\":\"", 3);
	for (i = 0; i < len; i++) {
		unsigned char	c = (unsigned char)s[i];

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		rc |= puzzle_append_text(p, s + from, i - from);
		if (c == '"' || c == '\\')
			snprintf(esc, sizeof esc, "\\%c", c);
		else if (c == '\n')
			snprintf(esc, sizeof esc, "\\n");
		else
			snprintf(esc, sizeof esc, "\\u%04x", c);
		rc |= puzzle_append_text(p, esc, strlen(esc));
		from = i + 1;
	}
	rc |= puzzle_append_text(p, s + from, len - from);
	rc |= puzzle_append_text(p, "\"", 1);
	return rc < 0 ? fp_no_memory(r) : 0;
}

/* "title", "author", "ruleset": strings, kept to be written back. */
static int
fp_read_kept(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	if (tok->type == JSON_NULL)
		return 0;
	if (tok->type != JSON_STRING)
		return fp_bad(r, tok, "'%s' is a string, not %s", k->name,
		    fp_type_name(tok->type));
	return fp_keep_string(r, k->name, tok->text, tok->len);
}

/* A cell of "grid": its given, its region. */
static int
fp_read_cell(struct fp_reader *r, const struct json_token *tok, int cell)
{
	static const char *const ignored[] = {
		"centerPencilMarks", "cornerPencilMarks", "c", "cArray",
		"centerPencilMarkColors", "highlight"
	};
	struct json_token	 name, v;
	char			 shown[FP_NAME_MAX + 8];
	long			 value = 0, region;
	bool			 given = false, empty;
	size_t			 i;

	if (tok->type != JSON_OBJECT)
		return fp_bad(r, tok, "a cell of 'grid' is an object, not %s",
		    fp_type_name(tok->type));
	for (;;) {
		if (fp_next(r, &name) < 0)
			return -1;
		if (name.type == JSON_END)
			break;
		fp_shown(name.text, name.len, shown);
		if (fp_next(r, &v) < 0)
			return -1;
		if (strcmp(shown, "value") == 0) {
			if (v.type == JSON_NULL)
				value = 0;
			else if (!json_integer(&v, 0, r->shape.side, &value))
				return fp_bad(r, &v, "a cell's value is a "
				    "whole number from 1 to %d (0: none)",
				    r->shape.side);
		} else if (strcmp(shown, "given") == 0) {
			if (v.type != JSON_TRUE && v.type != JSON_FALSE &&
			    v.type != JSON_NULL)
				return fp_bad(r, &v, "'given' is true or "
				    "false, not %s", fp_type_name(v.type));
			given = v.type == JSON_TRUE;
		} else if (strcmp(shown, "region") == 0) {
			if (v.type == JSON_NULL)
				region = -1;
			else if (!json_integer(&v, 0, r->shape.side - 1,
			    &region))
				return fp_bad(r, &v, "a cell's region is a "
				    "whole number from 0 to %d, or null",
				    r->shape.side - 1);
			r->region[cell] = (int8_t)region;
		} else {
			for (i = 0; i < sizeof ignored / sizeof ignored[0]; i++)
				if (strcmp(shown, ignored[i]) == 0)
					break;
			if (i < sizeof ignored / sizeof ignored[0]) {
				if (fp_skip(r, &v) < 0)
					return -1;
				continue;
			}
			if (fp_empty(r, &v, &empty) < 0)
				return -1;
			if (!empty)
				return fp_bad(r, &name, "f-puzzles cell key "
				    "'%s'%s is not supported", shown,
				    strcmp(shown, "givenPencilMarks") == 0 ?
				    " (given pencil marks)" : strcmp(shown,
				    "parity") == 0 ? " (a parity mark)" : "");
		}
	}
	r->value[cell] = (uint8_t)value;
	if (given)
		r->cells[cell] = (uint8_t)value;
	return 0;
}

/* "grid": size rows of size cells. */
static int
fp_read_grid(struct fp_reader *r, const struct json_token *tok,
    const struct fp_key *k)
{
	struct json_token	row, t;
	int			n = r->shape.side, rows, cols;

	r->grid_at = *tok;
	if (tok->type != JSON_ARRAY)
		return fp_bad(r, tok, "'%s' is an array of rows, not %s",
		    k->name, fp_type_name(tok->type));
	for (rows = 0;; rows++) {
		if (fp_next(r, &row) < 0)
			return -1;
		if (row.type == JSON_END)
			break;
		if (rows == n)
			return fp_bad(r, &row, "'grid' has more than %d rows",
			    n);
		if (row.type != JSON_ARRAY)
			return fp_bad(r, &row, "a row of 'grid' is an array, "
			    "not %s", fp_type_name(row.type));
		for (cols = 0;; cols++) {
			if (fp_next(r, &t) < 0)
				return -1;
			if (t.type == JSON_END)
				break;
			if (cols == n)
				return fp_bad(r, &t, "row %d of 'grid' has "
				    "more than %d cells", rows + 1, n);
			if (fp_read_cell(r, &t, rows * n + cols) < 0)
				return -1;
		}
		if (cols != n)
			return fp_bad(r, &row, "row %d of 'grid' has %d cells, "
			    "not %d", rows + 1, cols, n);
	}
	if (rows != n)
		return fp_bad(r, tok, "'grid' has %d rows, not %d", rows, n);
	/*
	 * A grid with every cell filled is a solution (a solver's, or one
	 * written here): read whole, so that it can be verified.
	 */
	for (cols = 0; cols < r->shape.cells && r->value[cols] != 0; cols++)
		;
	if (cols == r->shape.cells)
		memcpy(r->cells, r->value, (size_t)r->shape.cells);
	return 0;
}

/*
 * Every key f-puzzles (and Rangsk's solver and userscripts, and
 * SudokuPad's reader of f-puzzles) is known to write.  Not in the table:
 * refused unless empty, as a rule no one here knows.
 */
#define FP_KEY_SIZE	0	/* fp_keys[] index */
#define FP_KEY_GRID	1

static const struct fp_key fp_keys[] = {
	{ "size", KEY_PAST, NULL, NULL, 0, NULL },	/* read first */
	{ "grid", KEY_READ, fp_read_grid, NULL, 0, NULL },
	{ "title", KEY_READ, fp_read_kept, NULL, 0, NULL },
	{ "author", KEY_READ, fp_read_kept, NULL, 0, NULL },
	{ "ruleset", KEY_READ, fp_read_kept, NULL, 0, NULL },
	{ "diagonal+", KEY_READ, fp_read_flag, NULL, FLAG_DIAGONAL_UP, NULL },
	{ "diagonal-", KEY_READ, fp_read_flag, NULL, FLAG_DIAGONAL_DOWN,
	  NULL },
	{ "antiknight", KEY_READ, fp_read_flag, NULL, FLAG_ANTIKNIGHT, NULL },
	{ "antiking", KEY_READ, fp_read_flag, NULL, FLAG_ANTIKING, NULL },
	{ "nonconsecutive", KEY_READ, fp_read_flag, NULL, FLAG_NONCONSECUTIVE,
	  NULL },
	{ "disjointgroups", KEY_READ, fp_read_flag, NULL, FLAG_DISJOINT,
	  NULL },
	{ "negative", KEY_READ, fp_read_negative, NULL, 0, NULL },
	{ "killercage", KEY_READ, fp_read_array, fp_one_cage, 0, NULL },
	{ "thermometer", KEY_READ, fp_read_array, fp_one_thermometer, 0,
	  NULL },
	{ "arrow", KEY_READ, fp_read_array, fp_one_arrow, 0, NULL },
	{ "difference", KEY_READ, fp_read_array, fp_one_dot, RULE_DIFFERENCE,
	  NULL },
	{ "ratio", KEY_READ, fp_read_array, fp_one_dot, RULE_RATIO, NULL },
	{ "xv", KEY_READ, fp_read_array, fp_one_dot, RULE_XV, NULL },
	{ "odd", KEY_READ, fp_read_array, fp_one_parity, 0, NULL },
	{ "even", KEY_READ, fp_read_array, fp_one_parity, 0, NULL },
	{ "extraregion", KEY_READ, fp_read_array, fp_one_extra, 0, NULL },
	{ "cage", KEY_READ, fp_read_cosmetic, fp_one_cosmetic_cage, 0, NULL },
	{ "solution", KEY_PAST, NULL, NULL, 0, NULL },
	{ "text", KEY_PAST, NULL, NULL, 0, NULL },
	{ "line", KEY_PAST, NULL, NULL, 0, NULL },
	{ "rectangle", KEY_PAST, NULL, NULL, 0, NULL },
	{ "circle", KEY_PAST, NULL, NULL, 0, NULL },
	{ "disabledlogic", KEY_PAST, NULL, NULL, 0, NULL },
	{ "truecandidatesoptions", KEY_PAST, NULL, NULL, 0, NULL },
	{ "highlightConflicts", KEY_PAST, NULL, NULL, 0, NULL },
	{ "littlekillersum", KEY_REFUSED, NULL, NULL, 0, "little killer sums" },
	{ "sandwichsum", KEY_REFUSED, NULL, NULL, 0, "sandwich sums" },
	{ "xsum", KEY_REFUSED, NULL, NULL, 0, "X-sums" },
	{ "skyscraper", KEY_REFUSED, NULL, NULL, 0, "skyscrapers" },
	{ "palindrome", KEY_REFUSED, NULL, NULL, 0, "palindromes" },
	{ "renban", KEY_REFUSED, NULL, NULL, 0, "renban lines" },
	{ "whispers", KEY_REFUSED, NULL, NULL, 0, "whispers lines" },
	{ "germanwhispers", KEY_REFUSED, NULL, NULL, 0,
	  "German whispers lines" },
	{ "dutchwhispers", KEY_REFUSED, NULL, NULL, 0, "Dutch whispers lines" },
	{ "entropicline", KEY_REFUSED, NULL, NULL, 0, "entropic lines" },
	{ "modularline", KEY_REFUSED, NULL, NULL, 0, "modular lines" },
	{ "nabner", KEY_REFUSED, NULL, NULL, 0, "nabner lines" },
	{ "doublearrow", KEY_REFUSED, NULL, NULL, 0, "double arrows" },
	{ "zipperline", KEY_REFUSED, NULL, NULL, 0, "zipper lines" },
	{ "slowthermometer", KEY_REFUSED, NULL, NULL, 0, "slow thermometers" },
	{ "regionsumline", KEY_REFUSED, NULL, NULL, 0, "region sum lines" },
	{ "betweenline", KEY_REFUSED, NULL, NULL, 0, "between lines" },
	{ "lockout", KEY_REFUSED, NULL, NULL, 0, "lockout lines" },
	{ "clone", KEY_REFUSED, NULL, NULL, 0, "clones" },
	{ "quadruple", KEY_REFUSED, NULL, NULL, 0, "quadruples" },
	{ "minimum", KEY_REFUSED, NULL, NULL, 0, "minimum cells" },
	{ "maximum", KEY_REFUSED, NULL, NULL, 0, "maximum cells" },
	{ "rowindexer", KEY_REFUSED, NULL, NULL, 0, "row indexers" },
	{ "columnindexer", KEY_REFUSED, NULL, NULL, 0, "column indexers" },
	{ "boxindexer", KEY_REFUSED, NULL, NULL, 0, "box indexers" },
	{ "fogofwar", KEY_REFUSED, NULL, NULL, 0, "fog of war" },
	{ "foglight", KEY_REFUSED, NULL, NULL, 0, "fog lights" },
	{ "triggereffect", KEY_REFUSED, NULL, NULL, 0, "trigger effects" },
};

#define FP_KEYS	(sizeof fp_keys / sizeof fp_keys[0])

/* keys_seen has a bit for each */
_Static_assert(FP_KEYS <= 64, "more keys than bits in keys_seen");

static const struct fp_key *
fp_key_named(const char *name)
{
	size_t	i;

	for (i = 0; i < FP_KEYS; i++)
		if (strcmp(fp_keys[i].name, name) == 0)
			return &fp_keys[i];
	return NULL;
}

/* One member of the top object: its key read, its value next. */
static int
fp_read_member(struct fp_reader *r, const struct json_token *name)
{
	const struct fp_key	*k;
	struct json_token	 v;
	char			 shown[FP_NAME_MAX + 8];
	size_t			 index;
	bool			 empty;

	if (name->type != JSON_STRING)
		return fp_bad(r, name, "an object's keys are strings");
	fp_shown(name->text, name->len, shown);
	k = name->len <= FP_NAME_MAX ? fp_key_named(shown) : NULL;
	if (k != NULL) {
		index = (size_t)(k - fp_keys);
		if (r->keys_seen >> index & 1)
			return fp_bad(r, name, "key '%s' twice", shown);
		r->keys_seen |= 1ULL << index;
	}
	if (fp_next(r, &v) < 0)
		return -1;
	if (k != NULL && k->kind == KEY_READ)
		return k->read(r, &v, k);
	if (k != NULL && k->kind == KEY_PAST)
		return fp_skip(r, &v);
	if (fp_empty(r, &v, &empty) < 0)
		return -1;
	if (empty)
		return 0;
	if (k != NULL)
		return fp_bad(r, name, "f-puzzles key '%s' (%s) is not "
		    "supported", shown, k->what);
	return fp_bad(r, name, "f-puzzles key '%s' is not supported (not a "
	    "key sudoku knows: it may hold a rule)", shown);
}

/* The size: "size", or the rows of "grid" when there is none. */
static int
fp_survey(struct fp_reader *r, int *side)
{
	struct json_token	tok, name, v, t;
	long			size = 0, rows = 0;
	bool			said = false, grid = false, is_size, is_grid;
	int			rc = -1;

	if (json_open(&r->j, r->text) < 0)
		return fp_bad_json(r);
	if (fp_next(r, &tok) < 0)
		goto out;
	if (tok.type != JSON_OBJECT) {
		fp_bad(r, &tok, "an f-puzzles puzzle is an object, not %s",
		    fp_type_name(tok.type));
		goto out;
	}
	for (;;) {
		if (fp_next(r, &name) < 0)
			goto out;
		if (name.type == JSON_END)
			break;
		is_size = name.type == JSON_STRING && name.len == 4 &&
		    memcmp(name.text, "size", 4) == 0;
		is_grid = name.type == JSON_STRING && name.len == 4 &&
		    memcmp(name.text, "grid", 4) == 0;
		if (fp_next(r, &v) < 0)
			goto out;
		if (is_size && !said) {
			said = true;
			if (!json_integer(&v, 1, FP_SIDE_MAX, &size)) {
				fp_bad(r, &v, "'size' is a whole number from 1 "
				    "to %d", FP_SIDE_MAX);
				goto out;
			}
			continue;
		}
		if (is_grid && !grid && v.type == JSON_ARRAY) {
			grid = true;
			for (;; rows++) {
				if (fp_next(r, &t) < 0)
					goto out;
				if (t.type == JSON_END)
					break;
				if (fp_skip(r, &t) < 0)
					goto out;
			}
			continue;
		}
		if (fp_skip(r, &v) < 0)
			goto out;
	}
	if (!said && (!grid || rows < 1 || rows > FP_SIDE_MAX)) {
		fp_bad(r, &tok, grid ? "no 'size', and 'grid' has %ld rows "
		    "(1 to 16)" : "no 'size' and no 'grid': not an f-puzzles "
		    "puzzle", rows);
		goto out;
	}
	*side = said ? (int)size : (int)rows;
	rc = 0;
out:
	json_close(&r->j);
	return rc;
}

/* f-puzzles' boxes for a side: the squarest, or rows at a prime side. */
static bool
fp_shape(int side, struct shape *s)
{
	return board_shape_for_side(s, side) || board_shape(s, 1, side);
}

/*
 * The regions, once every cell is read: none when they are the boxes;
 * otherwise each a constraint, with exactly `side` cells as f-puzzles
 * requires.
 */
static int
fp_regions(struct fp_reader *r)
{
	const struct shape	*s = &r->shape;
	int			 count[FP_SIDE_MAX] = { 0 }, box_of[FP_SIDE_MAX];
	uint16_t		 cells[FP_SIDE_MAX];
	int			 k, i, n, box, used = 0;
	bool			 boxes = true;

	for (k = 0; k < s->side; k++)
		box_of[k] = -1;
	for (i = 0; i < s->cells; i++) {
		if (r->region[i] < 0) {
			boxes = false;
			continue;
		}
		count[r->region[i]]++;
		box = board_box(s, i);
		if (box_of[r->region[i]] < 0)
			box_of[r->region[i]] = box;
		boxes = boxes && box_of[r->region[i]] == box;
	}
	for (k = 0; k < s->side; k++) {
		if (count[k] != 0 && count[k] != s->side)
			return fp_bad(r, &r->grid_at, "region %d (\"region\": "
			    "%d) has %d cells, not %d", k + 1, k, count[k],
			    s->side);
		used += count[k] != 0;
	}
	if (used == 0)
		return fp_bad(r, &r->grid_at, "no cell is in a region (every "
		    "\"region\" is null)");
	if (boxes)
		return 0;
	if (r->flag[FLAG_DISJOINT])
		return fp_bad(r, &r->disjoint_at, "disjoint groups with "
		    "regions other than the boxes are not supported");
	for (k = 0; k < s->side; k++) {
		for (n = 0, i = 0; i < s->cells && count[k] > 0; i++)
			if (r->region[i] == k)
				cells[n++] = (uint16_t)i;
		if (n > 0 && fp_add(r, RULE_REGION, cells, n, 0, 0) < 0)
			return -1;
	}
	return 0;
}

/*
 * The rules every key said, once all are read: the flags, odd and even
 * cells, the negative constraint.  f-puzzles' "nonconsecutive" is its
 * negative constraint for white dots, and spares the pairs a Kropki dot
 * of either colour joins (as Rangsk's solver reads it, and as the black
 * dots' negative constraint is spared by white dots); without any dot it
 * is the plain rule.
 */
static int
fp_finish_rules(struct fp_reader *r)
{
	const struct constraint	*c;
	int			 i, negative = r->negative;
	bool			 dots = ruleset_has(r->set, RULE_DIFFERENCE) ||
				    ruleset_has(r->set, RULE_RATIO);

	if (r->flag[FLAG_DIAGONAL_UP] && fp_add(r, RULE_DIAGONAL, NULL, 0, 1,
	    0) < 0)
		return -1;
	if (r->flag[FLAG_DIAGONAL_DOWN] && fp_add(r, RULE_DIAGONAL, NULL, 0,
	    -1, 0) < 0)
		return -1;
	if (r->flag[FLAG_ANTIKNIGHT] && fp_add(r, RULE_ANTIKNIGHT, NULL, 0, 0,
	    0) < 0)
		return -1;
	if (r->flag[FLAG_ANTIKING] && fp_add(r, RULE_ANTIKING, NULL, 0, 0,
	    0) < 0)
		return -1;
	if (r->flag[FLAG_DISJOINT] && fp_add(r, RULE_DISJOINT, NULL, 0, 0,
	    0) < 0)
		return -1;
	if (r->flag[FLAG_NONCONSECUTIVE] && dots)
		negative |= NEGATIVE_WHITE;
	else if (r->flag[FLAG_NONCONSECUTIVE] && fp_add(r,
	    RULE_NONCONSECUTIVE, NULL, 0, 0, 0) < 0)
		return -1;
	if ((r->negative & NEGATIVE_BLACK) != 0)
		for (i = 0; i < r->set->count; i++) {
			c = &r->set->constraint[i];
			if (c->family == RULE_RATIO && c->value != 2)
				return fp_bad(r, &r->negative_at, "a negative "
				    "'ratio' with a black dot of ratio %d is "
				    "not supported (the negative constraint "
				    "is for ratio 2)", (int)c->value);
		}
	if (negative != 0 && fp_add(r, RULE_NEGATIVE, NULL, 0, negative,
	    0) < 0)
		return -1;
	if (r->nodd > 0 && fp_add(r, RULE_ODD, r->odd, r->nodd, 0, 0) < 0)
		return -1;
	if (r->neven > 0 && fp_add(r, RULE_EVEN, r->even, r->neven, 0, 0) < 0)
		return -1;
	return 0;
}

/*
 * The constraints in the order of their families, each family's in the
 * order read: the same puzzle gives the same rule set whatever the order
 * of its keys, so that written and read again it compares equal.
 */
static int
fp_sort(struct fp_reader *r)
{
	struct ruleset		*set = r->set;
	struct constraint	*sorted;
	int			 start[RULE_FAMILIES + 1] = { 0 }, i, f;

	if (set->count < 2)
		return 0;
	if ((sorted = malloc((size_t)set->count * sizeof *sorted)) == NULL)
		return fp_no_memory(r);
	for (i = 0; i < set->count; i++)
		start[set->constraint[i].family + 1]++;
	for (f = 0; f < RULE_FAMILIES; f++)
		start[f + 1] += start[f];
	for (i = 0; i < set->count; i++)
		sorted[start[set->constraint[i].family]++] =
		    set->constraint[i];
	memcpy(set->constraint, sorted, (size_t)set->count * sizeof *sorted);
	free(sorted);
	return 0;
}

/*
 * The object's start, and its size when "size" is its first key, as
 * f-puzzles writes it: 1 with the size read, 0 when the first key is
 * another (nothing is known then), -1 on a problem.
 */
static int
fp_size_first(struct fp_reader *r, struct json_token *top, int *side)
{
	struct json_token	name, v;
	long			size;

	if (fp_next(r, top) < 0)
		return -1;
	if (top->type != JSON_OBJECT)
		return fp_bad(r, top, "an f-puzzles puzzle is an object, not "
		    "%s", fp_type_name(top->type));
	if (fp_next(r, &name) < 0)
		return -1;
	if (name.type != JSON_STRING || name.len != 4 ||
	    memcmp(name.text, "size", 4) != 0)
		return 0;
	if (fp_next(r, &v) < 0)
		return -1;
	if (!json_integer(&v, 1, FP_SIDE_MAX, &size))
		return fp_bad(r, &v, "'size' is a whole number from 1 to %d",
		    FP_SIDE_MAX);
	*side = (int)size;
	r->keys_seen |= 1ULL << FP_KEY_SIZE;
	return 1;
}

/*
 * The puzzle in r->text, into r->p: read in one pass when "size" comes
 * first, else after a first pass that finds the size.
 */
static int
fp_parse(struct fp_reader *r)
{
	struct json_token	top, name;
	int			side = 0, rc = -1, first;

	if (json_open(&r->j, r->text) < 0)
		return fp_bad_json(r);
	if ((first = fp_size_first(r, &top, &side)) == 0) {
		json_close(&r->j);
		if (fp_survey(r, &side) < 0)
			return -1;
		if (json_open(&r->j, r->text) < 0)
			return fp_bad_json(r);
		if (fp_next(r, &top) < 0)
			goto out;
	} else if (first < 0)
		goto out;
	fp_shape(side, &r->shape);
	if ((r->cells = puzzle_set_shape(r->p, &r->shape)) == NULL ||
	    (r->set = puzzle_set_variant(r->p)) == NULL) {
		fp_no_memory(r);
		goto out;
	}
	for (int i = 0; i < r->shape.cells; i++)
		r->region[i] = (int8_t)board_box(&r->shape, i);
	for (;;) {
		if (fp_next(r, &name) < 0)
			goto out;
		if (name.type == JSON_END)
			break;
		if (fp_read_member(r, &name) < 0)
			goto out;
	}
	if ((r->keys_seen >> FP_KEY_GRID & 1) == 0) {
		fp_bad(r, &top, "no 'grid'");
		goto out;
	}
	if (fp_regions(r) < 0 || fp_finish_rules(r) < 0 || fp_sort(r) < 0)
		goto out;
	rc = 0;
out:
	json_close(&r->j);
	r->p->boxes_said = true;
	if (rc == 0 && r->set->count == 0)
		r->p->rules = RULES_CLASSIC;
	return rc;
}

/* Reading a file: objects and links. */

static bool
fp_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The line's first byte past blanks. */
static size_t
fp_skip_blanks(const struct line *l)
{
	size_t	i = 0;

	while (i < l->len && fp_is_space(l->text[i]))
		i++;
	return i;
}

/*
 * A JSON value from line l on, gathered up to its end: a line beginning
 * with '{' before it ends starts the next puzzle (it is left to be read);
 * READ_BAD, d set, when the value cannot be read.
 */
static enum read_status
fp_gather(struct input *in, struct json_text *t, const struct line *first,
    struct diag *d)
{
	struct line		l;
	struct diag		lost;
	enum read_status	rs;
	bool			long_line = false;

	json_text_start(t, first->no);
	if (json_text_line(t, first->text, first->len, first->no) < 0)
		goto memory;
	while (!t->closed) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_FAILED)
			return rs;
		if (rs == READ_BAD) {
			/* an over-long line in it: said when the value ends */
			if (!long_line)
				lost = *d;
			long_line = true;
			continue;
		}
		if (rs == READ_END || (l.len > 0 && l.text[0] == '{')) {
			if (rs != READ_END)
				input_unread(in);
			/* what left it open, when the scan saw it */
			if (t->bad_line != 0)
				diag_set(d, in->name, t->bad_line, t->bad_col,
				    "%s", t->bad);
			else
				diag_set(d, in->name, first->no,
				    fp_skip_blanks(first) + 1, "the object is "
				    "not closed (%s)", rs == READ_END ? "the "
				    "file ends first" : "a line starting with "
				    "'{' comes first");
			return READ_BAD;
		}
		if (json_text_line(t, l.text, l.len, l.no) < 0)
			goto memory;
	}
	if (long_line) {
		*d = lost;
		return READ_BAD;
	}
	if (t->bad_line != 0) {
		diag_set(d, in->name, t->bad_line, t->bad_col, "%s", t->bad);
		return READ_BAD;
	}
	return READ_PUZZLE;
memory:
	diag_no_memory(d, in->name, first->no);
	return READ_FAILED;
}

static bool
fp_starts(const char *s, size_t len, const char *prefix)
{
	size_t	n = strlen(prefix);

	return len >= n && memcmp(s, prefix, n) == 0;
}

static int
fp_hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * The LZ-String text of a link line, from `at`: URL escapes undone, '+'
 * turned to a blank by a form put back; where[k] is the line's column of
 * text[k].  Trailing blanks are no part of it.
 */
static size_t
fp_link_text(const struct line *l, size_t at, char *text, size_t *where)
{
	size_t	len = l->len, n = 0;
	int	hi, lo;

	while (len > at && fp_is_space(l->text[len - 1]))
		len--;
	while (at < len) {
		where[n] = at + 1;
		if (l->text[at] == '%' && at + 2 < len &&
		    (hi = fp_hex(l->text[at + 1])) >= 0 &&
		    (lo = fp_hex(l->text[at + 2])) >= 0) {
			text[n++] = (char)(hi * 16 + lo);
			at += 3;
			continue;
		}
		text[n++] = l->text[at] == ' ' ? '+' : l->text[at];
		at++;
	}
	return n;
}

/* A link's JSON, decoded, into t as lines 1, 2, ... of its own. */
static enum read_status
fp_decode_link(struct input *in, struct json_text *t, const struct line *l,
    size_t at, struct diag *d)
{
	enum lzstring_status	 st;
	char			*text = NULL, *json = NULL, shown[8];
	size_t			*where = NULL, n, len, bad, from, k;
	unsigned long		 no = 1;
	enum read_status	 rs = READ_PUZZLE;

	text = malloc(l->len + 1);
	where = malloc((l->len + 1) * sizeof *where);
	if (text == NULL || where == NULL)
		goto memory;
	n = fp_link_text(l, at, text, where);
	if (n == 0) {
		diag_set(d, in->name, l->no, at + 1, "a link with no text "
		    "after ?load=");
		rs = READ_BAD;
		goto out;
	}
	st = lzstring_decode_base64(text, n, JSON_TEXT_MAX, &json, &len,
	    &bad);
	if (st == LZSTRING_NO_MEMORY)
		goto memory;
	if (st == LZSTRING_BAD_CHAR || st == LZSTRING_TRAILING) {
		snprintf(shown, sizeof shown, (unsigned char)text[bad] >= 0x20 &&
		    (unsigned char)text[bad] < 0x7f ? "%c" : "\\x%02x",
		    (unsigned char)text[bad]);
		diag_set(d, in->name, l->no, where[bad], "'%s' %s", shown,
		    st == LZSTRING_BAD_CHAR ? "in a link is not a base64 "
		    "character" : "after the end of the link's compressed "
		    "text");
		rs = READ_BAD;
		goto out;
	}
	if (st != LZSTRING_OK) {
		diag_set(d, in->name, l->no, where[0], "not an f-puzzles link: "
		    "%s", lzstring_status_text(st));
		rs = READ_BAD;
		goto out;
	}
	json_text_start(t, 1);
	for (from = 0, k = 0; k <= len; k++)
		if (k == len || json[k] == '\n') {
			if (json_text_line(t, json + from, k - from, no++) < 0)
				goto memory;
			from = k + 1;
		}
	if (t->bad_line != 0 || !t->closed) {
		diag_set(d, in->name, l->no, 0, "the link's JSON: %s (line "
		    "%lu, column %zu)", t->bad_line != 0 ? t->bad :
		    "the object is not closed", t->bad_line != 0 ?
		    t->bad_line : no - 1, t->bad_line != 0 ? t->bad_col : 0);
		rs = READ_BAD;
	}
	goto out;
memory:
	diag_no_memory(d, in->name, l->no);
	rs = READ_FAILED;
out:
	free(text);
	free(where);
	free(json);
	return rs;
}

/*
 * Where the LZ-String text of a link starts on line l: after ?load= in
 * an address (0 when an address has none), or the line's first byte
 * past blanks.
 */
static size_t
fp_link_start(const struct line *l, size_t at, bool *address)
{
	const char	*s = l->text + at;
	size_t		 len = l->len - at, i;

	*address = fp_starts(s, len, "http://") || fp_starts(s, len,
	    "https://");
	if (!*address)
		return at;
	for (i = 0; i + 6 <= len; i++)
		if (memcmp(s + i, "?load=", 6) == 0)
			return at + i + 6;
	return 0;
}

static void
fp_reader_free(struct fp_reader *r)
{
	free(r->lines.cell);
	free(r->lines.end);
}

static enum read_status
fpuzzles_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct fp_reader	*r;
	struct json_text	 t;
	struct line		 l;
	enum read_status	 rs;
	size_t			 at, text;
	bool			 address;

	if ((rs = notation_first_line(in, &l, p, &notation_fpuzzles, d)) != READ_PUZZLE)
		return rs;
	at = fp_skip_blanks(&l);
	json_text_init(&t);
	if (l.text[at] == '{' || l.text[at] == '[') {
		p->variant = FPUZZLES_JSON;
		rs = fp_gather(in, &t, &l, d);
		if (rs == READ_PUZZLE && l.text[at] == '[') {
			diag_set(d, in->name, l.no, at + 1, "a JSON array: "
			    "f-puzzles puzzles are objects, one after another");
			rs = READ_BAD;
		}
	} else if ((text = fp_link_start(&l, at, &address)) > 0 ||
	    !address) {
		p->variant = address ? FPUZZLES_LINK : FPUZZLES_TEXT;
		rs = fp_decode_link(in, &t, &l, text, d);
	} else {
		diag_set(d, in->name, l.no, at + 1, "an address without "
		    "?load=: an f-puzzles link is %s...", FP_ADDRESS);
		rs = READ_BAD;
	}
	if (rs == READ_PUZZLE && (r = malloc(sizeof *r)) == NULL) {
		diag_no_memory(d, in->name, l.no);
		rs = READ_FAILED;
	} else if (rs == READ_PUZZLE) {
		memset(r, 0, sizeof *r);
		r->text = &t;
		r->d = d;
		r->file = in->name;
		r->line = l.no;
		r->link = p->variant != FPUZZLES_JSON;
		r->p = p;
		if (fp_parse(r) < 0)
			rs = r->no_memory ? READ_FAILED : READ_BAD;
		fp_reader_free(r);
		free(r);
	}
	json_text_free(&t);
	return rs;
}

/* Writing. */

/* Output, or a buffer to compress for a link. */
struct fp_sink {
	struct output	*out;
	char		*buf;
	size_t		 len;
	size_t		 cap;
	bool		 failed;
};

static void
fp_put(struct fp_sink *s, const char *text, size_t n)
{
	size_t	 cap;
	char	*grown;

	if (s->out != NULL) {
		output_write(s->out, text, n);
		return;
	}
	if (s->failed)
		return;
	if (s->len + n + 1 > s->cap) {
		cap = s->cap == 0 ? 4096 : s->cap;
		while (cap < s->len + n + 1)
			cap *= 2;
		if ((grown = realloc(s->buf, cap)) == NULL) {
			s->failed = true;
			return;
		}
		s->buf = grown;
		s->cap = cap;
	}
	memcpy(s->buf + s->len, text, n);
	s->len += n;
}

static void
fp_puts(struct fp_sink *s, const char *text)
{
	fp_put(s, text, strlen(text));
}

static void
fp_putf(struct fp_sink *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
fp_putf(struct fp_sink *s, const char *fmt, ...)
{
	char	text[64];
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (n > 0)
		fp_put(s, text, (size_t)n < sizeof text ? (size_t)n :
		    sizeof text - 1);
}

static void
fp_put_cell(struct fp_sink *s, const struct shape *shape, int cell)
{
	fp_putf(s, "\"R%dC%d\"", cell / shape->side + 1,
	    cell % shape->side + 1);
}

static void
fp_put_cells(struct fp_sink *s, const struct shape *shape,
    const uint16_t *cells, int n)
{
	int	i;

	fp_put(s, "[", 1);
	for (i = 0; i < n; i++) {
		if (i > 0)
			fp_put(s, ",", 1);
		fp_put_cell(s, shape, cells[i]);
	}
	fp_put(s, "]", 1);
}

/* The source's givens, or NULL when it has no cells of its shape. */
static const uint8_t *
fp_source_givens(const struct puzzle *source)
{
	if (source == NULL)
		return NULL;
	if (source->shape.side != GRID_SIDE && source->board == NULL)
		return NULL;
	return puzzle_cells(source);
}

/*
 * Each cell's region to write, -1 for none: the regions when the rules
 * replace the boxes, the boxes when they are not f-puzzles' own for the
 * side; false when f-puzzles' boxes are the puzzle's (no region said).
 */
static bool
fp_write_regions(const struct puzzle *p, int8_t *region)
{
	const struct shape	*s = &p->shape;
	struct shape		 own;
	uint8_t			 map[FP_CELLS_MAX];
	int			 i;

	if (p->rules == RULES_VARIANT && p->ruleset != NULL &&
	    ruleset_has_regions(p->ruleset)) {
		ruleset_region_map(p->ruleset, s, map);
		for (i = 0; i < s->cells; i++)
			region[i] = map[i] == REGION_NONE ? -1 :
			    (int8_t)map[i];
		return true;
	}
	if (fp_shape(s->side, &own) && own.box_rows == s->box_rows)
		return false;
	for (i = 0; i < s->cells; i++)
		region[i] = (int8_t)board_box(s, i);
	return true;
}

static void
fp_write_grid(struct fp_sink *s, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*shape = &source->shape;
	const uint8_t		*givens = fp_source_givens(source);
	int8_t			 region[FP_CELLS_MAX];
	bool			 regions = fp_write_regions(source, region);
	int			 r, c, i;
	const char		*sep;

	fp_puts(s, ",\"grid\":[");
	for (r = 0; r < shape->side; r++) {
		fp_puts(s, r > 0 ? ",[" : "[");
		for (c = 0; c < shape->side; c++) {
			i = r * shape->side + c;
			fp_puts(s, c > 0 ? ",{" : "{");
			sep = "";
			if (cells[i] != 0) {
				fp_putf(s, "\"value\":%d%s", cells[i],
				    givens != NULL && givens[i] == cells[i] ?
				    ",\"given\":true" : "");
				sep = ",";
			}
			if (regions && region[i] >= 0)
				fp_putf(s, "%s\"region\":%d", sep, region[i]);
			else if (regions)
				fp_putf(s, "%s\"region\":null", sep);
			fp_put(s, "}", 1);
		}
		fp_put(s, "]", 1);
	}
	fp_put(s, "]", 1);
}

/* A key's array, opened before its first entry. */
static void
fp_open_key(struct fp_sink *s, const char *key, bool *opened)
{
	fp_putf(s, *opened ? "," : ",\"%s\":[", key);
	*opened = true;
}

static void
fp_close_key(struct fp_sink *s, bool opened)
{
	if (opened)
		fp_put(s, "]", 1);
}

/* The head cell a line of an arrow starts from: the one nearest it. */
static int
fp_arrow_start(const struct shape *shape, const uint16_t *cells, int head)
{
	int	best = cells[0], dist = 1 << 20, k, dr, dc, n = shape->side;

	for (k = 0; k < head; k++) {
		dr = abs(cells[k] / n - cells[head] / n);
		dc = abs(cells[k] % n - cells[head] % n);
		if ((dr > dc ? dr : dc) < dist) {
			dist = dr > dc ? dr : dc;
			best = cells[k];
		}
	}
	return best;
}

static void
fp_write_entry(struct fp_sink *s, const struct shape *shape,
    const struct ruleset *set, const struct constraint *c)
{
	const uint16_t	*cells = fp_cells(set, c);
	int		 i;

	switch (c->family) {
	case RULE_CAGE:
		fp_puts(s, "{\"cells\":");
		fp_put_cells(s, shape, cells, c->ncells);
		if (c->value != 0)
			fp_putf(s, ",\"value\":\"%d\"", (int)c->value);
		break;
	case RULE_THERMO:
		fp_puts(s, "{\"lines\":[");
		fp_put_cells(s, shape, cells, c->ncells);
		fp_put(s, "]", 1);
		break;
	case RULE_ARROW:
		fp_puts(s, "{\"cells\":");
		fp_put_cells(s, shape, cells, c->head);
		fp_puts(s, ",\"lines\":[[");
		fp_put_cell(s, shape, fp_arrow_start(shape, cells, c->head));
		for (i = c->head; i < c->ncells; i++) {
			fp_put(s, ",", 1);
			fp_put_cell(s, shape, cells[i]);
		}
		fp_put(s, "]]", 2);
		break;
	case RULE_DIFFERENCE:
	case RULE_RATIO:
		fp_puts(s, "{\"cells\":");
		fp_put_cells(s, shape, cells, c->ncells);
		if (c->value != (c->family == RULE_DIFFERENCE ? 1 : 2))
			fp_putf(s, ",\"value\":\"%d\"", (int)c->value);
		break;
	case RULE_XV:
		fp_puts(s, "{\"cells\":");
		fp_put_cells(s, shape, cells, c->ncells);
		fp_puts(s, c->value == 10 ? ",\"value\":\"X\"" :
		    ",\"value\":\"V\"");
		break;
	default:
		fp_puts(s, "{\"cells\":");
		fp_put_cells(s, shape, cells, c->ncells);
		break;
	}
	fp_put(s, "}", 1);
}

/* The families written as arrays of objects, in the order written. */
static const struct {
	enum rule_family_id	 family;
	const char		*key;
} fp_written[] = {
	{ RULE_CAGE, "killercage" },
	{ RULE_THERMO, "thermometer" },
	{ RULE_ARROW, "arrow" },
	{ RULE_DIFFERENCE, "difference" },
	{ RULE_RATIO, "ratio" },
	{ RULE_XV, "xv" },
	{ RULE_EXTRA_REGION, "extraregion" },
};

/* "odd" or "even": every cell of the family's constraints, once each. */
static void
fp_write_parity(struct fp_sink *s, const struct shape *shape,
    const struct ruleset *set, enum rule_family_id family, const char *key)
{
	const struct constraint	*c;
	uint64_t		 seen[FP_CELLS_MAX / 64] = { 0 };
	bool			 opened = false;
	int			 i, k;

	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		if (c->family != family)
			continue;
		for (k = 0; k < c->ncells; k++) {
			if (fp_cells(set, c)[k] >= shape->cells ||
			    fp_marked(seen, fp_cells(set, c)[k]))
				continue;
			fp_open_key(s, key, &opened);
			fp_puts(s, "{\"cell\":");
			fp_put_cell(s, shape, fp_cells(set, c)[k]);
			fp_put(s, "}", 1);
		}
	}
	fp_close_key(s, opened);
}

static void
fp_write_rules(struct fp_sink *s, const struct shape *shape,
    const struct ruleset *set)
{
	const struct constraint	*c;
	int			 negative = ruleset_negative(set), i;
	size_t			 f;
	bool			 opened, up = false, down = false;

	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		up = up || (c->family == RULE_DIAGONAL && c->value > 0);
		down = down || (c->family == RULE_DIAGONAL && c->value < 0);
	}
	if (up)
		fp_puts(s, ",\"diagonal+\":true");
	if (down)
		fp_puts(s, ",\"diagonal-\":true");
	if (ruleset_has(set, RULE_ANTIKNIGHT))
		fp_puts(s, ",\"antiknight\":true");
	if (ruleset_has(set, RULE_ANTIKING))
		fp_puts(s, ",\"antiking\":true");
	if (ruleset_has(set, RULE_DISJOINT))
		fp_puts(s, ",\"disjointgroups\":true");
	if (ruleset_has(set, RULE_NONCONSECUTIVE) ||
	    (negative & NEGATIVE_WHITE) != 0)
		fp_puts(s, ",\"nonconsecutive\":true");
	if ((negative & (NEGATIVE_BLACK | NEGATIVE_X)) != 0)
		fp_putf(s, ",\"negative\":[%s%s%s]", negative &
		    NEGATIVE_BLACK ? "\"ratio\"" : "", (negative &
		    NEGATIVE_BLACK) && (negative & NEGATIVE_X) ? "," : "",
		    negative & NEGATIVE_X ? "\"xv\"" : "");
	for (f = 0; f < sizeof fp_written / sizeof fp_written[0]; f++) {
		opened = false;
		for (i = 0; i < set->count; i++) {
			c = &set->constraint[i];
			if (c->family != fp_written[f].family)
				continue;
			fp_open_key(s, fp_written[f].key, &opened);
			fp_write_entry(s, shape, set, c);
		}
		fp_close_key(s, opened);
	}
	fp_write_parity(s, shape, set, RULE_ODD, "odd");
	fp_write_parity(s, shape, set, RULE_EVEN, "even");
}

/* The JSON of a puzzle whose cells are cells, into s. */
static void
fp_write_json(struct fp_sink *s, const struct puzzle *source,
    const uint8_t *cells)
{
	fp_putf(s, "{\"size\":%d", source->shape.side);
	if (source->notation == &notation_fpuzzles && source->text_len > 0)
		fp_put(s, source->text, source->text_len);
	fp_write_grid(s, source, cells);
	if (source->rules == RULES_VARIANT && source->ruleset != NULL)
		fp_write_rules(s, &source->shape, source->ruleset);
	fp_put(s, "}", 1);
}

/*
 * A board of source's shape: digits that are source's givens as givens,
 * the others as a solver's entries (f-puzzles shows them so, over the
 * puzzle); as a link when source came as one.  Memory running out for
 * a link is the output's error, as a write failing would be.
 */
static void
fpuzzles_write_as(struct output *out, const struct puzzle *source,
    const uint8_t *cells, enum fpuzzles_flavour flavour)
{
	struct fp_sink	 s;
	char		*text;
	size_t		 len;

	memset(&s, 0, sizeof s);
	if (flavour == FPUZZLES_JSON) {
		s.out = out;
		fp_write_json(&s, source, cells);
		output_putc(out, '\n');
		return;
	}
	fp_write_json(&s, source, cells);
	if (s.failed || lzstring_encode_base64(s.buf, s.len, &text, &len) !=
	    LZSTRING_OK) {
		free(s.buf);
		if (out->error == 0)
			out->error = ENOMEM;
		return;
	}
	if (flavour == FPUZZLES_LINK)
		output_puts(out, FP_ADDRESS);
	output_write(out, text, len);
	output_putc(out, '\n');
	free(text);
	free(s.buf);
}

static void
fpuzzles_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	fpuzzles_write_as(out, source, cells,
	    source->notation == &notation_fpuzzles ?
	    (enum fpuzzles_flavour)source->variant : FPUZZLES_JSON);
}

static bool
fpuzzles_writes(const struct shape *s)
{
	struct shape	own;

	return s->side >= 1 && s->side <= FP_SIDE_MAX &&
	    fp_shape(s->side, &own);
}

/* Regions f-puzzles can draw: at most N, each of N cells, none shared. */
static bool
fp_regions_drawable(const struct ruleset *set, const struct shape *s)
{
	const struct constraint	*c;
	uint64_t		 seen[FP_CELLS_MAX / 64] = { 0 };
	int			 i, k, n = 0;

	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		if (c->family != RULE_REGION)
			continue;
		if (++n > s->side || c->ncells != s->side)
			return false;
		for (k = 0; k < c->ncells; k++)
			if (fp_marked(seen, fp_cells(set, c)[k]))
				return false;
	}
	return true;
}

/* What f-puzzles has no way to say of one constraint, or NULL. */
static const char *
fp_cannot_write_one(const struct ruleset *set, const struct constraint *c,
    const struct shape *s)
{
	const uint16_t	*cells = fp_cells(set, c);
	uint64_t	 seen[FP_CELLS_MAX / 64] = { 0 };
	int		 k, dr, dc;

	for (k = 0; k < c->ncells; k++)
		if (cells[k] >= s->cells || fp_marked(seen, cells[k]))
			return "a constraint with a cell twice or off the board";
	switch (c->family) {
	case RULE_CAGE:
	case RULE_THERMO:
	case RULE_EXTRA_REGION:
		return c->ncells == 0 || c->value < 0 ||
		    c->value > FP_VALUE_MAX ? "a constraint with no cells" :
		    NULL;
	case RULE_ARROW:
		return c->head < 1 || c->ncells <= c->head ?
		    "an arrow without a circle or a line" : NULL;
	case RULE_DIFFERENCE:
	case RULE_RATIO:
	case RULE_XV:
		if (c->ncells != 2)
			return "a dot or XV mark that is not between two cells";
		dr = abs(cells[0] / s->side - cells[1] / s->side);
		dc = abs(cells[0] % s->side - cells[1] % s->side);
		if (dr + dc != 1)
			return "a dot or XV mark between cells that are not "
			    "neighbours";
		if (c->family == RULE_XV ? c->value != 5 && c->value != 10 :
		    c->value < 1 || c->value > FP_VALUE_MAX)
			return "an XV mark of another sum than 5 or 10, or a "
			    "dot's value below 1";
		if (fp_dot_twice_before(set, c))
			return "two dots of a kind between the same cells";
		return NULL;
	case RULE_DIAGONAL:
		return c->value != 1 && c->value != -1 ? "a diagonal that is "
		    "neither + nor -" : NULL;
	default:
		return NULL;
	}
}

/*
 * What of the puzzle's rules f-puzzles has no way to say, so that no
 * puzzle is written as another: what the reader would refuse, and the
 * negative constraints f-puzzles does not have.
 */
static const char *
fpuzzles_unsayable(const struct puzzle *p)
{
	const struct ruleset	*set = p->ruleset;
	const char		*why;
	int			 i, negative;

	if (p->rules != RULES_VARIANT || set == NULL)
		return NULL;
	negative = ruleset_negative(set);
	if (((negative & NEGATIVE_X) != 0) != ((negative & NEGATIVE_V) != 0))
		return "a negative constraint on X alone or V alone "
		    "(f-puzzles' covers both)";
	if (ruleset_has(set, RULE_NONCONSECUTIVE) &&
	    (ruleset_has(set, RULE_DIFFERENCE) ||
	    ruleset_has(set, RULE_RATIO)))
		return "non-consecutive with Kropki dots (f-puzzles reads it "
		    "as the dots' negative constraint, which a dot of either "
		    "colour spares)";
	if (ruleset_has_regions(set) && !fp_regions_drawable(set, &p->shape))
		return "regions other than N regions of N cells each";
	if (ruleset_has_regions(set) && ruleset_has(set, RULE_DISJOINT))
		return "disjoint groups with regions other than the boxes";
	for (i = 0; i < set->count; i++) {
		if ((why = fp_cannot_write_one(set, &set->constraint[i],
		    &p->shape)) != NULL)
			return why;
		if ((negative & NEGATIVE_BLACK) != 0 &&
		    set->constraint[i].family == RULE_RATIO &&
		    set->constraint[i].value != 2)
			return "a negative ratio constraint with a black dot of "
			    "another ratio than 2";
	}
	return NULL;
}

/*
 * Whether f-puzzles can write p: every answer (its grid and rules, which
 * are the puzzle's), and every puzzle but one with rules it has no words
 * for.
 */
static bool
fpuzzles_holds(const struct puzzle *p, bool whole, char *why, size_t size)
{
	const char	*unsayable = fpuzzles_unsayable(p);

	(void)whole;
	if (unsayable == NULL)
		return true;
	snprintf(why, size, "fpuzzles notation cannot write %s", unsayable);
	return false;
}

static const char *
fpuzzles_flavour(const struct puzzle *p)
{
	return p->variant == FPUZZLES_JSON ? NULL : p->variant ==
	    FPUZZLES_LINK ? "link" : "link text";
}

/*
 * The kept "title" (fp_keep_string), its escapes read back: \" \\ \n and
 * \u00XX for the other control characters.
 */
static size_t
fpuzzles_title(const struct puzzle *p, char *buf, size_t size)
{
	static const char	 key[] = ",\"title\":\"";
	const char		*t = p->text, *end = p->text + p->text_len;
	size_t			 n = 0, keylen = sizeof key - 1;

	for (; t + keylen <= end; t++)
		if (memcmp(t, key, keylen) == 0)
			break;
	if (t + keylen > end)
		return 0;
	for (t += keylen; t < end && *t != '"' && n < size; t++) {
		if (*t != '\\' || t + 1 == end) {
			buf[n++] = *t;
			continue;
		}
		t++;
		if (*t == 'n')
			buf[n++] = '\n';
		else if (*t == 'u' && end - t > 4 && fp_hex(t[3]) >= 0 &&
		    fp_hex(t[4]) >= 0) {
			/* \u00XX: a control character */
			buf[n++] = (char)(fp_hex(t[3]) << 4 | fp_hex(t[4]));
			t += 4;
		} else
			buf[n++] = *t;
	}
	return n;
}

const struct notation notation_fpuzzles = {
	"fpuzzles",
	"f-puzzles JSON, or its links (?load=...)",
	fpuzzles_read,
	fpuzzles_write,
	fpuzzles_writes,
	NULL,
	NULL,
	NULL,
	NULL,
	fpuzzles_flavour,
	fpuzzles_holds,
	fpuzzles_title
};
