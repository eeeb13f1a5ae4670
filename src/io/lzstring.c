/*
 * LZ-String's base64 form, written from its algorithm (lzstring.h).
 *
 * The text is a stream of bits, six to a base64 character, the highest
 * bit of each character first; a number of n bits comes lowest bit first.
 * The stream is a series of codes of a width that grows: 2 bits at the
 * start, one more each time the dictionary outgrows the width.  Code 0 is
 * followed by an 8-bit UTF-16 unit, code 1 by a 16-bit one: a unit not
 * seen before, which becomes a dictionary entry; code 2 ends the stream;
 * any other code names a dictionary entry, a run of units.  After each
 * code but the first, the entry made of the run before it and the first
 * unit of its own run is added (classic LZW), so a code may name the
 * entry that is being made (the run before it, and its first unit again).
 *
 * Memory is bounded by the caller's limit on the decoded length: every
 * entry is one unit longer than an earlier one, stored as that entry and
 * the unit, so the dictionary is never larger than the text it decodes.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "io/lzstring.h"
#include "io/utf8.h"

static const char lz_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/* A character's six bits ('=' pads: no bit set), or -1. */
static int
lz_char_value(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	if (c == '=')
		return 0;
	return -1;
}

const char *
lzstring_status_text(enum lzstring_status status)
{
	switch (status) {
	case LZSTRING_OK:
		break;
	case LZSTRING_BAD_CHAR:
		return "is not a base64 character";
	case LZSTRING_TRUNCATED:
		return "the text is cut short (it ends before its end code)";
	case LZSTRING_BAD_CODE:
		return "the text is corrupt (a code no entry has)";
	case LZSTRING_TRAILING:
		return "is after the end of the text";
	case LZSTRING_TOO_LONG:
		return "the text decodes to more than the limit";
	case LZSTRING_NO_MEMORY:
		return "out of memory";
	}
	return "";
}

/* Decoding. */

struct lz_reader {
	const char	*in;
	size_t		 len;
	size_t		 at;		/* next character */
	int		 value;		/* of the character being read */
	int		 left;		/* its bits not yet read */
};

static bool
lz_read(struct lz_reader *r, int bits, uint32_t *v)
{
	int	i;

	*v = 0;
	for (i = 0; i < bits; i++) {
		if (r->left == 0) {
			if (r->at == r->len)
				return false;
			r->value = lz_char_value(r->in[r->at++]);
			r->left = 6;
		}
		r->left--;
		*v |= (uint32_t)(r->value >> r->left & 1) << i;
	}
	return true;
}

/* The dictionary: entry k is entry parent[k]'s run and then unit[k]. */
struct lz_dict {
	uint32_t	*parent;
	uint32_t	*length;
	uint16_t	*unit;
	uint16_t	*first;
	uint32_t	 count;
	uint32_t	 cap;
};

#define LZ_NONE		UINT32_MAX

static int
lz_dict_add(struct lz_dict *d, uint32_t parent, uint16_t unit)
{
	uint32_t	 cap;
	void		*p;

	if (d->count == d->cap) {
		if (d->cap > UINT32_MAX / 4)
			return -1;
		cap = d->cap == 0 ? 1024 : 2 * d->cap;
		if ((p = realloc(d->parent, cap * sizeof *d->parent)) == NULL)
			return -1;
		d->parent = p;
		if ((p = realloc(d->length, cap * sizeof *d->length)) == NULL)
			return -1;
		d->length = p;
		if ((p = realloc(d->unit, cap * sizeof *d->unit)) == NULL)
			return -1;
		d->unit = p;
		if ((p = realloc(d->first, cap * sizeof *d->first)) == NULL)
			return -1;
		d->first = p;
		d->cap = cap;
	}
	d->parent[d->count] = parent;
	d->unit[d->count] = unit;
	d->length[d->count] = parent == LZ_NONE ? 1 : d->length[parent] + 1;
	d->first[d->count] = parent == LZ_NONE ? unit : d->first[parent];
	d->count++;
	return 0;
}

static void
lz_dict_free(struct lz_dict *d)
{
	free(d->parent);
	free(d->length);
	free(d->unit);
	free(d->first);
}

/* The decoded units, at most max of them. */
struct lz_units {
	uint16_t	*unit;
	size_t		 len;
	size_t		 cap;
	size_t		 max;
};

static enum lzstring_status
lz_emit(struct lz_units *u, const struct lz_dict *d, uint32_t entry)
{
	size_t		 n = d->length[entry], cap, i;
	uint16_t	*grown;

	if (n > u->max - u->len)
		return LZSTRING_TOO_LONG;
	if (u->len + n > u->cap) {
		cap = u->cap == 0 ? 4096 : u->cap;
		while (cap < u->len + n)
			cap *= 2;
		if ((grown = realloc(u->unit, cap * sizeof *grown)) == NULL)
			return LZSTRING_NO_MEMORY;
		u->unit = grown;
		u->cap = cap;
	}
	for (i = n; i > 0; i--) {
		u->unit[u->len + i - 1] = d->unit[entry];
		entry = d->parent[entry];
	}
	u->len += n;
	return LZSTRING_OK;
}

/*
 * One entry more: the codes widen by a bit when the dictionary outgrows
 * them.  No text within the length limit needs codes of 31 bits.
 */
static bool
lz_widen(uint32_t *enlarge, int *width)
{
	if (--*enlarge > 0)
		return true;
	if (*width >= 31)
		return false;
	*enlarge = (uint32_t)1 << *width;
	(*width)++;
	return true;
}

/*
 * The LZW codes of the text, into u.  Codes 0, 1 and 2 are no entries:
 * the dictionary's first three places are left empty.
 */
static enum lzstring_status
lz_decode_codes(struct lz_reader *r, struct lz_dict *d, struct lz_units *u)
{
	enum lzstring_status	 st;
	uint32_t		 code, w, entry, enlarge = 4;
	int			 width = 3;
	bool			 made;

	for (code = 0; code < 3; code++)
		if (lz_dict_add(d, LZ_NONE, 0) < 0)
			return LZSTRING_NO_MEMORY;
	if (!lz_read(r, 2, &code))
		return LZSTRING_TRUNCATED;
	if (code == 2)
		return LZSTRING_OK;
	if (code == 3)
		return LZSTRING_BAD_CODE;
	if (!lz_read(r, code == 0 ? 8 : 16, &code))
		return LZSTRING_TRUNCATED;
	if (lz_dict_add(d, LZ_NONE, (uint16_t)code) < 0)
		return LZSTRING_NO_MEMORY;
	w = 3;
	if ((st = lz_emit(u, d, w)) != LZSTRING_OK)
		return st;
	for (;;) {
		if (!lz_read(r, width, &code))
			return LZSTRING_TRUNCATED;
		if (code == 2)
			return LZSTRING_OK;
		if (code < 2) {
			if (!lz_read(r, code == 0 ? 8 : 16, &code))
				return LZSTRING_TRUNCATED;
			if (lz_dict_add(d, LZ_NONE, (uint16_t)code) < 0)
				return LZSTRING_NO_MEMORY;
			code = d->count - 1;
			if (!lz_widen(&enlarge, &width))
				return LZSTRING_BAD_CODE;
		}
		made = code == d->count;
		if (code > d->count)
			return LZSTRING_BAD_CODE;
		/* the entry being made: the last run and its first unit */
		if (made && lz_dict_add(d, w, d->first[w]) < 0)
			return LZSTRING_NO_MEMORY;
		entry = code;
		if ((st = lz_emit(u, d, entry)) != LZSTRING_OK)
			return st;
		if (!made && lz_dict_add(d, w, d->first[entry]) < 0)
			return LZSTRING_NO_MEMORY;
		w = entry;
		if (!lz_widen(&enlarge, &width))
			return LZSTRING_BAD_CODE;
	}
}

/* UTF-16 units to UTF-8; a lone surrogate becomes U+FFFD. */
static char *
lz_utf8(const uint16_t *unit, size_t n, size_t *len)
{
	char		*out = malloc(3 * n + 1), *o = out;
	uint32_t	 c;
	size_t		 i;

	if (out == NULL)
		return NULL;
	for (i = 0; i < n; i++) {
		c = unit[i];
		if (c >= 0xd800 && c < 0xdc00 && i + 1 < n &&
		    unit[i + 1] >= 0xdc00 && unit[i + 1] < 0xe000) {
			c = 0x10000 + ((c - 0xd800) << 10) +
			    (unit[++i] - 0xdc00u);
			*o++ = (char)(0xf0 | c >> 18);
			*o++ = (char)(0x80 | (c >> 12 & 0x3f));
		} else {
			if (c >= 0xd800 && c < 0xe000)
				c = 0xfffd;
			if (c < 0x80) {
				*o++ = (char)c;
				continue;
			}
			if (c < 0x800) {
				*o++ = (char)(0xc0 | c >> 6);
				*o++ = (char)(0x80 | (c & 0x3f));
				continue;
			}
			*o++ = (char)(0xe0 | c >> 12);
		}
		*o++ = (char)(0x80 | (c >> 6 & 0x3f));
		*o++ = (char)(0x80 | (c & 0x3f));
	}
	*o = '\0';
	*len = (size_t)(o - out);
	return out;
}

/*
 * What LZ-String's decompressFromBase64 gives for in[0 .. len), as UTF-8
 * in *out (allocated, NUL-terminated), at most max UTF-16 units of it.
 * After the end code only padding may follow: the rest of its character
 * and characters of no bits ('A', '=').  *at is where a bad character is.
 */
enum lzstring_status
lzstring_decode_base64(const char *in, size_t len, size_t max, char **out,
    size_t *out_len, size_t *at)
{
	struct lz_reader	 r = { in, len, 0, 0, 0 };
	struct lz_dict		 d;
	struct lz_units		 u;
	enum lzstring_status	 st;
	size_t			 i;

	*out = NULL;
	*out_len = 0;
	*at = 0;
	for (i = 0; i < len; i++)
		if (lz_char_value(in[i]) < 0) {
			*at = i;
			return LZSTRING_BAD_CHAR;
		}
	memset(&d, 0, sizeof d);
	memset(&u, 0, sizeof u);
	u.max = max;
	st = lz_decode_codes(&r, &d, &u);
	for (i = r.at; st == LZSTRING_OK && i < len; i++)
		if (lz_char_value(in[i]) != 0) {
			*at = i;
			st = LZSTRING_TRAILING;
		}
	if (st == LZSTRING_OK && (*out = lz_utf8(u.unit, u.len,
	    out_len)) == NULL)
		st = LZSTRING_NO_MEMORY;
	lz_dict_free(&d);
	free(u.unit);
	return st;
}

/* Encoding. */

/* Base64 text, bits going in as lz_reader takes them out. */
struct lz_writer {
	char	*out;
	size_t	 len;
	size_t	 cap;
	int	 value;
	int	 position;
	bool	 failed;
};

static void
lz_put_char(struct lz_writer *w, int value)
{
	size_t	 cap;
	char	*grown;

	if (w->failed)
		return;
	if (w->len + 1 >= w->cap) {
		cap = w->cap == 0 ? 1024 : 2 * w->cap;
		if ((grown = realloc(w->out, cap)) == NULL) {
			w->failed = true;
			return;
		}
		w->out = grown;
		w->cap = cap;
	}
	w->out[w->len++] = lz_alphabet[value];
}

static void
lz_put(struct lz_writer *w, int bits, uint32_t v)
{
	int	i;

	for (i = 0; i < bits; i++, v >>= 1) {
		w->value = w->value << 1 | (int)(v & 1);
		if (w->position == 5) {
			lz_put_char(w, w->value);
			w->position = 0;
			w->value = 0;
		} else
			w->position++;
	}
}

/*
 * The encoder's dictionary: (entry, unit) -> entry, open addressing; a
 * lone unit's entry has no entry before it (LZ_NONE).
 */
struct lz_table {
	uint64_t	*key;
	uint32_t	*code;
	size_t		 mask;
};

static size_t
lz_slot(const struct lz_table *t, uint64_t key)
{
	size_t	h = (size_t)((key * 0x9e3779b97f4a7c15ULL) >> 17) & t->mask;

	while (t->code[h] != LZ_NONE && t->key[h] != key)
		h = (h + 1) & t->mask;
	return h;
}

static uint64_t
lz_key(uint32_t entry, uint16_t unit)
{
	return (uint64_t)entry << 16 | unit;
}

/* The encoder's state: LZ-String's compress, step by step. */
struct lz_encoder {
	struct lz_table	 table;
	struct lz_writer out;
	uint8_t		*pending;	/* a bit per unit: seen, not yet
					   written */
	uint32_t	 next;		/* the next entry's code */
	uint32_t	 enlarge;
	int		 width;
	uint32_t	 w;		/* the run so far, or LZ_NONE */
	bool		 w_unit;	/* it is one unit ... */
	uint16_t	 unit;		/* ... this one */
};

static void
lz_grow_width(struct lz_encoder *e)
{
	if (--e->enlarge == 0) {
		e->enlarge = (uint32_t)1 << e->width;
		e->width++;
	}
}

/* The run w goes out: as a new unit the first time, else as its code. */
static void
lz_flush_run(struct lz_encoder *e)
{
	if (e->w_unit && (e->pending[e->unit >> 3] >> (e->unit & 7) & 1)) {
		if (e->unit < 256) {
			lz_put(&e->out, e->width, 0);
			lz_put(&e->out, 8, e->unit);
		} else {
			lz_put(&e->out, e->width, 1);
			lz_put(&e->out, 16, e->unit);
		}
		lz_grow_width(e);
		e->pending[e->unit >> 3] &= (uint8_t)~(1 << (e->unit & 7));
	} else
		lz_put(&e->out, e->width, e->w);
	lz_grow_width(e);
}

static void
lz_encode_unit(struct lz_encoder *e, uint16_t c)
{
	size_t	h = lz_slot(&e->table, lz_key(LZ_NONE, c));

	if (e->table.code[h] == LZ_NONE) {
		e->table.key[h] = lz_key(LZ_NONE, c);
		e->table.code[h] = e->next++;
		e->pending[c >> 3] |= (uint8_t)(1 << (c & 7));
	}
	if (e->w == LZ_NONE) {
		e->w = e->table.code[h];
		e->w_unit = true;
		e->unit = c;
		return;
	}
	h = lz_slot(&e->table, lz_key(e->w, c));
	if (e->table.code[h] != LZ_NONE) {
		e->w = e->table.code[h];
		e->w_unit = false;
		return;
	}
	lz_flush_run(e);
	e->table.key[h] = lz_key(e->w, c);
	e->table.code[h] = e->next++;
	h = lz_slot(&e->table, lz_key(LZ_NONE, c));
	e->w = e->table.code[h];
	e->w_unit = true;
	e->unit = c;
}

/* The next UTF-16 unit(s) of UTF-8 at s; an invalid byte is U+FFFD. */
static size_t
lz_next_units(const unsigned char *s, size_t left, uint16_t units[2],
    int *n)
{
	unsigned long	c;
	size_t		len = utf8_decode(s, left, &c);

	if (len == 0) {
		/* a byte that is no UTF-8 stands for itself as U+FFFD */
		c = 0xfffd;
		len = 1;
	}
	if (c < 0x10000) {
		units[0] = (uint16_t)c;
		*n = 1;
	} else {
		units[0] = (uint16_t)(0xd800 + ((c - 0x10000) >> 10));
		units[1] = (uint16_t)(0xdc00 + ((c - 0x10000) & 0x3ff));
		*n = 2;
	}
	return len;
}

/*
 * What LZ-String's compressToBase64 gives for the UTF-8 text in[0 ..
 * len), in *out (allocated, NUL-terminated).
 */
enum lzstring_status
lzstring_encode_base64(const char *in, size_t len, char **out,
    size_t *out_len)
{
	const unsigned char	*s = (const unsigned char *)in;
	struct lz_encoder	 e;
	uint16_t		 units[2];
	size_t			 i = 0, cap = 1024;
	int			 n, k;

	*out = NULL;
	*out_len = 0;
	memset(&e, 0, sizeof e);
	/* entries: a run and a lone unit per unit at most; half full */
	while (cap < 4 * len + 16 && cap < SIZE_MAX / 32)
		cap *= 2;
	e.table.mask = cap - 1;
	e.table.key = malloc(cap * sizeof *e.table.key);
	e.table.code = malloc(cap * sizeof *e.table.code);
	e.pending = calloc(65536 / 8, 1);
	if (e.table.key == NULL || e.table.code == NULL || e.pending == NULL)
		e.out.failed = true;
	else
		memset(e.table.code, 0xff, cap * sizeof *e.table.code);
	e.next = 3;
	e.enlarge = 2;
	e.width = 2;
	e.w = LZ_NONE;
	while (!e.out.failed && i < len) {
		i += lz_next_units(s + i, len - i, units, &n);
		for (k = 0; k < n; k++)
			lz_encode_unit(&e, units[k]);
	}
	if (e.w != LZ_NONE)
		lz_flush_run(&e);
	lz_put(&e.out, e.width, 2);
	for (;;) {
		e.out.value <<= 1;
		if (e.out.position == 5) {
			lz_put_char(&e.out, e.out.value);
			break;
		}
		e.out.position++;
	}
	while (e.out.len % 4 != 0)
		lz_put_char(&e.out, 64);
	free(e.table.key);
	free(e.table.code);
	free(e.pending);
	if (e.out.failed) {
		free(e.out.out);
		return LZSTRING_NO_MEMORY;
	}
	e.out.out[e.out.len] = '\0';
	*out = e.out.out;
	*out_len = e.out.len;
	return LZSTRING_OK;
}
