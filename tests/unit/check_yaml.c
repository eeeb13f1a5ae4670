/*
 * out-yaml.c: what the YAML writer emits is parsed back with libyaml's own
 * parser and compared field by field with the result it was made from.
 */
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "fixture.h"
#include "generate/generate.h"
#include "output/result.h"
#include "suites.h"

static const char solved_line[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";

/* Writes r as YAML and loads the document back. */
static void
write_and_load(const struct result *r, yaml_document_t *doc)
{
	struct run_options	 opts;
	yaml_parser_t		 parser;
	char			*text;

	memset(&opts, 0, sizeof opts);
	text = fixture_format(&format_yaml, r, &opts);
	ck_assert(strncmp(text, "---", 3) == 0);
	ck_assert(yaml_parser_initialize(&parser));
	yaml_parser_set_input_string(&parser, (unsigned char *)text,
	    strlen(text));
	ck_assert_msg(yaml_parser_load(&parser, doc), "not YAML: %s", text);
	yaml_parser_delete(&parser);
	free(text);
}

/* The node at a path of mapping keys and sequence indexes ("#3"). */
static yaml_node_t *
at(yaml_document_t *doc, const char *path)
{
	yaml_node_t	*node = yaml_document_get_root_node(doc);
	char		 copy[128], *key, *save = NULL;
	yaml_node_pair_t *pair;
	yaml_node_t	*k;
	long		 index;

	snprintf(copy, sizeof copy, "%s", path);
	for (key = strtok_r(copy, ".", &save); key != NULL && node != NULL;
	    key = strtok_r(NULL, ".", &save)) {
		if (key[0] == '#') {
			ck_assert_int_eq(node->type, YAML_SEQUENCE_NODE);
			index = atoi(key + 1);
			node = index < node->data.sequence.items.top -
			    node->data.sequence.items.start ?
			    yaml_document_get_node(doc,
			    node->data.sequence.items.start[index]) : NULL;
			continue;
		}
		ck_assert_int_eq(node->type, YAML_MAPPING_NODE);
		for (pair = node->data.mapping.pairs.start;
		    pair < node->data.mapping.pairs.top; pair++) {
			k = yaml_document_get_node(doc, pair->key);
			if (strcmp((char *)k->data.scalar.value, key) == 0)
				break;
		}
		node = pair < node->data.mapping.pairs.top ?
		    yaml_document_get_node(doc, pair->value) : NULL;
	}
	return node;
}

static const char *
scalar(yaml_document_t *doc, const char *path)
{
	yaml_node_t	*node = at(doc, path);

	ck_assert_msg(node != NULL, "no %s", path);
	ck_assert_int_eq(node->type, YAML_SCALAR_NODE);
	return (const char *)node->data.scalar.value;
}

static void
make_result(struct puzzle *p, struct result *r, enum result_status status)
{
	int	i;

	puzzle_init(p);
	p->notation = &notation_line;
	p->file = "in \"quoted\".txt";
	p->line = 7;
	for (i = 0; i < GRID_CELLS; i++)
		p->givens.cell[i] = i % 3 == 0 ? 0 :
		    (uint8_t)(solved_line[i] - '0');
	memset(r, 0, sizeof *r);
	r->status = status;
	r->puzzle = p;
	for (i = 0; i < GRID_CELLS; i++)
		r->solution.cell[i] = (uint8_t)(solved_line[i] - '0');
	r->guesses = 12;
	r->micros = 345;
}

START_TEST(solved_document)
{
	struct puzzle	p;
	struct result	r;
	yaml_document_t	doc;
	char		givens[GRID_CELLS + 1];

	make_result(&p, &r, RESULT_SOLVED);
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "source.file"), "in \"quoted\".txt");
	ck_assert_str_eq(scalar(&doc, "source.line"), "7");
	ck_assert_str_eq(scalar(&doc, "notation"), "line");
	grid_to_line(&p.givens, givens, '.');
	ck_assert_str_eq(scalar(&doc, "givens"), givens);
	ck_assert_str_eq(scalar(&doc, "status"), "solved");
	ck_assert_str_eq(scalar(&doc, "solution.line"), solved_line);
	ck_assert_str_eq(scalar(&doc, "solution.rows.#0"), "135469278");
	ck_assert_str_eq(scalar(&doc, "solution.rows.#8"), "258394761");
	ck_assert_ptr_null(at(&doc, "count"));
	ck_assert_str_eq(scalar(&doc, "stats.guesses"), "12");
	ck_assert_str_eq(scalar(&doc, "stats.microseconds"), "345");
	yaml_document_delete(&doc);
}
END_TEST

START_TEST(counted_past_64_bits)
{
	struct puzzle	p;
	struct result	r;
	yaml_document_t	doc;

	make_result(&p, &r, RESULT_COUNTED);
	r.count = (count_t)6670903752021ULL * 1000000000ULL + 72936960ULL;
	r.count_complete = false;
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "status"), "counted");
	ck_assert_str_eq(scalar(&doc, "count"), "6670903752021072936960");
	ck_assert_str_eq(scalar(&doc, "count_complete"), "false");
	yaml_document_delete(&doc);
}
END_TEST

START_TEST(conflict_and_message)
{
	struct puzzle	p;
	struct result	r;
	yaml_document_t	doc;

	make_result(&p, &r, RESULT_NOT_VALID);
	r.has_conflict = true;
	r.conflict.kind = HOUSE_COLUMN;
	r.conflict.house = 4;
	r.conflict.digit = 3;
	r.conflict.first = 13;
	r.conflict.second = 67;
	diag_set(&r.why, p.file, p.line, 0, "column 5 repeats 3 (B5 and H5)");
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "status"), "not-valid");
	ck_assert_str_eq(scalar(&doc, "conflicts.#0.house"), "column");
	ck_assert_str_eq(scalar(&doc, "conflicts.#0.index"), "5");
	ck_assert_str_eq(scalar(&doc, "conflicts.#0.digit"), "3");
	ck_assert_str_eq(scalar(&doc, "conflicts.#0.cells.#0"), "B5");
	ck_assert_str_eq(scalar(&doc, "conflicts.#0.cells.#1"), "H5");
	ck_assert_str_eq(scalar(&doc, "message"),
	    "column 5 repeats 3 (B5 and H5)");
	ck_assert_ptr_null(at(&doc, "solution"));
	yaml_document_delete(&doc);
}
END_TEST

/*
 * A puzzle that could not be read keeps its place: where it is, its
 * notation, status and message, and nothing that would need its givens.
 */
START_TEST(unread_document)
{
	struct puzzle	p;
	struct result	r;
	struct diag	why;
	yaml_document_t	doc;

	make_result(&p, &r, RESULT_SOLVED);
	diag_set(&why, p.file, 9, 81, "expected 81 cells, found 80");
	p.line = why.line;
	solve_unread(&p, &why, &r);
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "source.line"), "9");
	ck_assert_str_eq(scalar(&doc, "notation"), "line");
	ck_assert_str_eq(scalar(&doc, "status"), "invalid");
	ck_assert_str_eq(scalar(&doc, "message"),
	    "expected 81 cells, found 80");
	ck_assert_ptr_null(at(&doc, "givens"));
	ck_assert_ptr_null(at(&doc, "solution"));
	ck_assert_ptr_null(at(&doc, "stats"));
	yaml_document_delete(&doc);
}
END_TEST

START_TEST(dominoes_of_a_tiling)
{
	struct puzzle	p;
	struct result	r;
	yaml_document_t	doc;
	int		cell;

	make_result(&p, &r, RESULT_SOLVED);
	p.notation = &notation_sudominoku;
	p.rules = RULES_SUDOMINOKU;
	p.ordinal = 3;
	r.has_tiling = true;
	for (cell = 0; cell < GRID_CELLS; cell++)	/* pairs along rows */
		r.tiling.partner[cell] = (uint8_t)(cell % 9 == 8 ? cell :
		    cell % 2 == (cell / 9) % 2 ? cell + 1 : cell - 1);
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "source.puzzle"), "3");
	ck_assert_str_eq(scalar(&doc, "dominoes.#0.cells.#0"), "A1");
	ck_assert_str_eq(scalar(&doc, "dominoes.#0.cells.#1"), "A2");
	ck_assert_str_eq(scalar(&doc, "dominoes.#0.digits.#0"), "1");
	ck_assert_str_eq(scalar(&doc, "dominoes.#0.digits.#1"), "3");
	ck_assert_str_eq(scalar(&doc, "dominoes.#4.cells.#0"), "A9");
	ck_assert_ptr_null(at(&doc, "dominoes.#4.cells.#1"));
	yaml_document_delete(&doc);
}
END_TEST

/*
 * File names are bytes: what is not UTF-8 becomes U+FFFD, a control
 * character is escaped by the emitter, and the document is still written.
 */
START_TEST(file_names_are_bytes)
{
	static const struct {
		const char	*file, *loaded;
	} names[] = {
		{ "bad\xff.txt", "bad\xef\xbf\xbd.txt" },
		{ "new\nline\x1b[1m.txt", "new\nline\x1b[1m.txt" },
		{ "caf\xc3\xa9 \xc3.txt", "caf\xc3\xa9 \xef\xbf\xbd.txt" },
		{ "\xed\xa0\x80\xc0\xaf", "\xef\xbf\xbd\xef\xbf\xbd"
		    "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" },
		{ "\xf4\x90\x80\x80", "\xef\xbf\xbd\xef\xbf\xbd"
		    "\xef\xbf\xbd\xef\xbf\xbd" },
		{ "\xf0\x9f\x99\x82", "\xf0\x9f\x99\x82" }
	};
	struct puzzle	p;
	struct result	r;
	yaml_document_t	doc;
	size_t		i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		make_result(&p, &r, RESULT_UNSOLVABLE);
		p.file = names[i].file;
		diag_set(&r.why, p.file, p.line, 0, "no solution \xe2\x80");
		write_and_load(&r, &doc);
		ck_assert_str_eq(scalar(&doc, "source.file"), names[i].loaded);
		ck_assert_str_eq(scalar(&doc, "message"),
		    "no solution \xef\xbf\xbd\xef\xbf\xbd");
		yaml_document_delete(&doc);
	}
}
END_TEST

/* generate: where the puzzle comes from, and nothing timed. */
START_TEST(generated_document)
{
	struct puzzle		p;
	struct result		r;
	struct gen_puzzle	g;
	yaml_document_t		doc;

	make_result(&p, &r, RESULT_GENERATED);
	memset(&g, 0, sizeof g);
	g.seed = UINT64_MAX;
	g.index = 5;
	g.symmetry = SYMMETRY_DIAGONAL;
	g.draws = 3;
	r.generated = &g;
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "seed"), "18446744073709551615");
	ck_assert_str_eq(scalar(&doc, "index"), "5");
	ck_assert_str_eq(scalar(&doc, "notation"), "line");
	ck_assert_str_eq(scalar(&doc, "symmetry"), "diagonal");
	ck_assert_str_eq(scalar(&doc, "minimal"), "true");
	ck_assert_str_eq(scalar(&doc, "given_cells"), "54");
	ck_assert_str_eq(scalar(&doc, "status"), "generated");
	ck_assert_str_eq(scalar(&doc, "solution.line"), solved_line);
	ck_assert_str_eq(scalar(&doc, "draws"), "3");
	ck_assert_ptr_null(at(&doc, "source"));
	ck_assert_ptr_null(at(&doc, "stats"));
	ck_assert_ptr_null(at(&doc, "placed"));
	yaml_document_delete(&doc);
	p.notation = &notation_sudominoku;
	p.rules = RULES_SUDOMINOKU;
	p.dominoes.count = 1;
	p.dominoes.placed[0].cell[0] = 1;
	p.dominoes.placed[0].cell[1] = 10;
	p.dominoes.placed[0].digit[0] = 3;
	p.dominoes.placed[0].digit[1] = 8;
	write_and_load(&r, &doc);
	ck_assert_str_eq(scalar(&doc, "placed.#0.cells.#1"), "B2");
	ck_assert_str_eq(scalar(&doc, "placed.#0.digits.#1"), "8");
	ck_assert_ptr_null(at(&doc, "symmetry"));
	yaml_document_delete(&doc);
}
END_TEST

Suite *
make_yaml_suite(void)
{
	Suite	*s = suite_create("yaml");
	TCase	*tc;

	tc = tcase_create("documents");
	tcase_add_test(tc, solved_document);
	tcase_add_test(tc, counted_past_64_bits);
	tcase_add_test(tc, conflict_and_message);
	tcase_add_test(tc, unread_document);
	tcase_add_test(tc, dominoes_of_a_tiling);
	tcase_add_test(tc, file_names_are_bytes);
	tcase_add_test(tc, generated_document);
	suite_add_tcase(s, tc);
	return s;
}
