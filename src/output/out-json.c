/*
 * json: JSON Lines, one object per puzzle on one line, with the fields
 * and meaning of the yaml format's documents (document.c's tree, the
 * schema of formats/yaml-output.md; formats/json-output.md says how the
 * two map).  Streaming like yaml: nothing is kept between puzzles, so a
 * batch of any size goes out as it is solved.
 *
 * Scalars the document calls quoted are JSON strings; the others (keys
 * aside, which are always strings) are written bare when they are JSON
 * literals, numbers, true, false, and as strings otherwise ("solved").
 */
#include <errno.h>
#include <string.h>

#include "output/result.h"
#include "output/tree.h"

/* Containers as deep as the document goes, and a margin. */
#define JSON_DEPTH_MAX	16

struct json {
	int		depth;
	bool		mapping[JSON_DEPTH_MAX];
	unsigned long	items[JSON_DEPTH_MAX];	/* scalars and containers
						   in each; in a mapping,
						   keys count too */
};

/* A JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static bool
json_is_number(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if (*s >= '1' && *s <= '9')
		while (*s >= '0' && *s <= '9')
			s++;
	else
		return false;
	if (*s == '.') {
		if (*++s < '0' || *s > '9')
			return false;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	if (*s == 'e' || *s == 'E') {
		if (*++s == '+' || *s == '-')
			s++;
		if (*s < '0' || *s > '9')
			return false;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	return *s == '\0';
}

static void
json_string(struct output *out, const char *s)
{
	static const char	hex[] = "0123456789abcdef";
	char			esc[7] = "\\u00";
	const char		*run = s;

	output_putc(out, '"');
	for (; *s != '\0'; s++) {
		unsigned char	c = (unsigned char)*s;

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		output_write(out, run, (size_t)(s - run));
		run = s + 1;
		if (c == '"' || c == '\\') {
			output_putc(out, '\\');
			output_putc(out, (char)c);
		} else if (c == '\n')
			output_puts(out, "\\n");
		else if (c == '\t')
			output_puts(out, "\\t");
		else if (c == '\r')
			output_puts(out, "\\r");
		else {
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 15];
			output_write(out, esc, 6);
		}
	}
	output_write(out, run, (size_t)(s - run));
	output_putc(out, '"');
}

/* What goes before an item: a comma after another, a colon after a key. */
static bool
json_item(struct tree *t)
{
	struct json	*j = t->backend;
	unsigned long	 k;
	bool		 key;

	if (j->depth == 0)
		return false;
	k = j->items[j->depth - 1]++;
	key = j->mapping[j->depth - 1] && k % 2 == 0;
	if (k > 0)
		output_putc(t->out, key || !j->mapping[j->depth - 1] ? ',' :
		    ':');
	return key;
}

static void
json_scalar(struct tree *t, const char *text, bool quoted)
{
	if (json_item(t) || quoted || (!json_is_number(text) &&
	    strcmp(text, "true") != 0 && strcmp(text, "false") != 0 &&
	    strcmp(text, "null") != 0))
		json_string(t->out, text);
	else
		output_puts(t->out, text);
}

static void
json_begin(struct tree *t, bool mapping, bool flow)
{
	struct json	*j = t->backend;

	(void)flow;
	json_item(t);
	if (j->depth == JSON_DEPTH_MAX) {
		t->out->error = EOVERFLOW;
		return;
	}
	j->mapping[j->depth] = mapping;
	j->items[j->depth++] = 0;
	output_putc(t->out, mapping ? '{' : '[');
}

static void
json_end(struct tree *t, bool mapping)
{
	struct json	*j = t->backend;

	j->depth--;
	output_putc(t->out, mapping ? '}' : ']');
}

static void
json_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	struct json	j;
	struct tree	t = { out, json_begin, json_end, json_scalar, &j };

	j.depth = 0;
	tree_document(&t, r, opts);
	output_putc(out, '\n');
	out->records++;
}

const struct format format_json = {
	"json", NULL, json_write, NULL, false
};
