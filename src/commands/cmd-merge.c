/*
 * sudoku merge: adds up the parts of split counts (count --part K/N) and
 * prints each puzzle's total as count would, one line per puzzle in the
 * order their parts were first seen.  Each file is count's plain output,
 * its YAML (a file that starts with "---" or "%YAML") or its JSON Lines
 * (a file that starts with "{"); the puzzles that were not counted (bad
 * input, reported by count) are passed over: their YAML documents or
 * JSON objects, and the "invalid" lines of plain output.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <yaml.h>

#include "commands/cmd.h"
#include "io/input.h"
#include "run/merge.h"
#include "run/options.h"
#include "output/output.h"

struct merge_run {
	struct merge	merge;
	struct output	out;
	bool		quiet;
	int		status;
};

static void
merge_report(struct merge_run *r, const struct diag *d, int status)
{
	if (!r->quiet)
		diag_print(d, stderr);
	if (d->no_memory)
		status = EXIT_SYSTEM;
	if (status > r->status)
		r->status = status;
}

static void
merge_take(struct merge_run *r, const struct part_count *pc,
    const char *file, unsigned long line)
{
	struct diag	d;

	if (merge_add(&r->merge, pc, file, line, &d) < 0)
		merge_report(r, &d, EXIT_BAD_INPUT);
}

/*
 * One part's line; blank lines, # comments and count's "invalid" (a
 * puzzle it could not count, which it reported) are passed over.
 */
static void
merge_line(struct merge_run *r, const char *file, const struct line *l)
{
	static const char	 invalid[] = "invalid";
	struct part_count	 pc;
	struct diag		 d;
	const char		*wrong;

	if (l->len == 0 || l->text[0] == '#' || (l->len ==
	    sizeof invalid - 1 && memcmp(l->text, invalid, l->len) == 0))
		return;
	if ((wrong = part_parse_line(l->text, l->len, &pc)) != NULL) {
		diag_set(&d, file, l->no, 0, "%s", wrong);
		merge_report(r, &d, EXIT_BAD_INPUT);
		return;
	}
	merge_take(r, &pc, file, l->no);
}

/*
 * libyaml reads through input.c, a line at a time, its newline put back.
 * A JSON object is YAML's flow mapping, and JSON Lines a YAML stream once
 * each line that holds one starts a document: "--- " is fed before it.
 */
struct merge_feed {
	struct input	*in;
	bool		 json;		/* JSON Lines: a document a line */
	const char	*rest;		/* of the line being fed */
	size_t		 left;
	const char	*start;		/* "--- " still to feed before it */
	size_t		 start_left;
	bool		 newline;	/* still to feed after it */
	bool		 failed;	/* d says why */
	struct diag	 d;
};

static int
merge_feed_yaml(void *data, unsigned char *buffer, size_t size,
    size_t *size_read)
{
	struct merge_feed	*f = data;
	struct line		 l;
	size_t			 n;

	*size_read = 0;
	while (*size_read < size) {
		if (f->start_left > 0) {
			buffer[(*size_read)++] = (unsigned char)*f->start++;
			f->start_left--;
			continue;
		}
		if (f->left == 0 && f->newline) {
			buffer[(*size_read)++] = '\n';
			f->newline = false;
			continue;
		}
		if (f->left == 0) {
			switch (input_line(f->in, &l, &f->d)) {
			case INPUT_END:
				return 1;
			case INPUT_LINE:
				f->rest = l.text;
				f->left = l.len;
				f->newline = true;
				if (f->json && l.len > 0) {
					f->start = "--- ";
					f->start_left = 4;
				}
				continue;
			default:
				f->failed = true;
				return 0;
			}
		}
		n = f->left < size - *size_read ? f->left : size - *size_read;
		memcpy(buffer + *size_read, f->rest, n);
		*size_read += n;
		f->rest += n;
		f->left -= n;
	}
	return 1;
}

static yaml_node_t *
merge_node(yaml_document_t *doc, yaml_node_t *map, const char *key)
{
	yaml_node_pair_t	*pair;
	yaml_node_t		*k;

	if (map == NULL || map->type != YAML_MAPPING_NODE)
		return NULL;
	for (pair = map->data.mapping.pairs.start;
	    pair < map->data.mapping.pairs.top; pair++) {
		k = yaml_document_get_node(doc, pair->key);
		if (k != NULL && k->type == YAML_SCALAR_NODE &&
		    strcmp((char *)k->data.scalar.value, key) == 0)
			return yaml_document_get_node(doc, pair->value);
	}
	return NULL;
}

/* The text of map's scalar value for key, or NULL. */
static const char *
merge_scalar(yaml_document_t *doc, yaml_node_t *map, const char *key)
{
	yaml_node_t	*v = merge_node(doc, map, key);

	return v != NULL && v->type == YAML_SCALAR_NODE ?
	    (const char *)v->data.scalar.value : NULL;
}

/*
 * One document of count -t yaml: its part written as the plain line
 * would have it, and read as that line is, so both are checked alike.
 */
static void
merge_document(struct merge_run *r, const char *file, yaml_document_t *doc,
    yaml_node_t *root)
{
	const char	*status, *count, *complete, *k, *n, *split, *key;
	yaml_node_t	*part;
	struct line	 l;
	struct diag	 d;
	char		 text[PART_TEXT_MAX];
	int		 len;

	l.no = root->start_mark.line + 1;
	status = merge_scalar(doc, root, "status");
	if (status != NULL && strcmp(status, "counted") != 0)
		return;
	part = merge_node(doc, root, "part");
	if (status == NULL || part == NULL) {
		diag_set(&d, file, l.no, 0, "not a part of a count (a "
		    "document with part: {k, n, split, puzzle}, from count "
		    "--part)");
		merge_report(r, &d, EXIT_BAD_INPUT);
		return;
	}
	count = merge_scalar(doc, root, "count");
	complete = merge_scalar(doc, root, "count_complete");
	k = merge_scalar(doc, part, "k");
	n = merge_scalar(doc, part, "n");
	split = merge_scalar(doc, part, "split");
	key = merge_scalar(doc, part, "puzzle");
	if (count == NULL || complete == NULL || k == NULL || n == NULL ||
	    split == NULL || key == NULL) {
		diag_set(&d, file, l.no, 0, "a part without count, "
		    "count_complete, or part's k, n, split and puzzle");
		merge_report(r, &d, EXIT_BAD_INPUT);
		return;
	}
	/* whole fields, never cut: a count cut short would read as another
	   number (its leading zeros kept, its last digits gone) */
	len = snprintf(text, sizeof text, "%s%s %s/%s split=%s %s", count,
	    strcmp(complete, "true") == 0 ? "" : "+", k, n, split, key);
	if (len < 0 || (size_t)len >= sizeof text) {
		diag_set(&d, file, l.no, 0, "too long for a part of a count");
		merge_report(r, &d, EXIT_BAD_INPUT);
		return;
	}
	l.text = text;
	l.len = (size_t)len;
	merge_line(r, file, &l);
}

static void
merge_read_yaml(struct merge_run *r, struct input *in, bool json)
{
	struct merge_feed	 feed;
	yaml_parser_t		 parser;
	yaml_document_t		 doc;
	yaml_node_t		*root;
	struct diag		 d;

	memset(&feed, 0, sizeof feed);
	feed.in = in;
	feed.json = json;
	if (!yaml_parser_initialize(&parser)) {
		diag_no_memory(&d, in->name, 0);
		merge_report(r, &d, EXIT_SYSTEM);
		return;
	}
	yaml_parser_set_input(&parser, merge_feed_yaml, &feed);
	for (;;) {
		if (!yaml_parser_load(&parser, &doc)) {
			if (feed.failed)
				d = feed.d;
			else
				diag_set(&d, in->name,
				    parser.problem_mark.line + 1, 0,
				    "not %s: %s", json ? "JSON" : "YAML",
				    parser.problem != NULL ? parser.problem :
				    "unreadable");
			merge_report(r, &d, EXIT_BAD_INPUT);
			break;
		}
		if ((root = yaml_document_get_root_node(&doc)) == NULL) {
			yaml_document_delete(&doc);
			break;
		}
		merge_document(r, in->name, &doc, root);
		yaml_document_delete(&doc);
	}
	yaml_parser_delete(&parser);
}

static void
merge_read_plain(struct merge_run *r, struct input *in)
{
	struct line	l;
	struct diag	d;

	for (;;) {
		switch (input_line(in, &l, &d)) {
		case INPUT_END:
			return;
		case INPUT_LINE:
			merge_line(r, in->name, &l);
			break;
		case INPUT_TOO_LONG:
			merge_report(r, &d, EXIT_BAD_INPUT);
			break;
		case INPUT_FAILED:
			merge_report(r, &d, EXIT_BAD_INPUT);
			return;
		}
	}
}

/*
 * A file is YAML when its first line starts a document or a directive,
 * JSON Lines when it starts an object.
 */
static void
merge_read(struct merge_run *r, const char *path)
{
	struct input	in;
	struct diag	d;
	const char	*head;
	size_t		 len;

	if (input_open(&in, path, &d) < 0) {
		merge_report(r, &d, EXIT_BAD_INPUT);
		return;
	}
	head = input_peek(&in, &len);
	if ((len >= 3 && memcmp(head, "---", 3) == 0) ||
	    (len >= 5 && memcmp(head, "%YAML", 5) == 0))
		merge_read_yaml(r, &in, false);
	else if (len >= 1 && head[0] == '{')
		merge_read_yaml(r, &in, true);
	else
		merge_read_plain(r, &in);
	input_close(&in);
}

/* Each puzzle's total, in the order first seen, once all is read. */
static void
merge_write(struct merge_run *r)
{
	const struct merge_puzzle	*p;
	struct diag			 d;
	char				 digits[COUNT_DIGITS];
	size_t				 i, len;

	for (i = 0; i < r->merge.count; i++) {
		p = &r->merge.puzzles[i];
		if (p->failed)
			continue;
		if (merge_missing(&r->merge, p, &d)) {
			merge_report(r, &d, EXIT_BAD_INPUT);
			continue;
		}
		if (p->total == 0 && r->status < EXIT_FAILED)
			r->status = EXIT_FAILED;	/* as count does */
		if (r->quiet)
			continue;
		len = count_format(p->total, digits);
		digits[len++] = '\n';
		output_write(&r->out, digits, len);
	}
}

static int
cmd_merge_exec(const struct cmd_entry *self, int argc, char **argv)
{
	static char		 stdin_name[] = "-";
	static char		*stdin_only[] = { stdin_name };
	struct run_options	 opts;
	struct merge_run	 r;
	struct diag		 d;
	int			 first, i;

	memset(&opts, 0, sizeof opts);
	switch (options_parse(self->option_bit, argc, argv, &opts, &first,
	    &d)) {
	case OPTIONS_HELP:
		cmd_print_usage(stdout, self);
		printf("\n%s.\n\n", self->summary);
		options_print_help(stdout, self->option_bit);
		return EXIT_OK;
	case OPTIONS_BAD:
		return cmd_usage_error(self, &d);
	case OPTIONS_OK:
		break;
	}
	memset(&r, 0, sizeof r);
	merge_init(&r.merge);
	r.quiet = opts.quiet;
	output_init(&r.out, STDOUT_FILENO, "<stdout>");
	if (first == argc) {
		argv = stdin_only;
		first = 0;
		argc = 1;
	}
	for (i = first; i < argc; i++)
		merge_read(&r, argv[i]);
	if (r.merge.count == 0 && r.status == EXIT_OK) {
		diag_set(&d, NULL, 0, 0, "no part of a count found");
		merge_report(&r, &d, EXIT_BAD_INPUT);
	}
	merge_write(&r);
	merge_free(&r.merge);
	if (output_flush(&r.out) != 0 || r.out.error != 0) {
		if (r.out.error != EPIPE) {
			diag_set(&d, r.out.name, 0, 0, "write error: %s",
			    strerror(r.out.error));
			diag_print(&d, stderr);
		}
		r.status = EXIT_SYSTEM;
	}
	return r.status;
}

const struct cmd_entry cmd_merge_entry = {
	"merge", "[OPTIONS] [FILE...]",
	"add up the parts of split counts (count --part)",
	CMD_MERGE, cmd_merge_exec
};
