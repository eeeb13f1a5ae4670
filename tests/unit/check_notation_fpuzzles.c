/*
 * notation-fpuzzles.c, and the two layers under it: LZ-String's base64
 * form (io/lzstring.c), checked against texts the reference lz-string
 * (npm's lz-string 1.5) made from JSON written for these tests, and strict
 * JSON through libyaml (io/json.c); then every key the reader takes, what
 * it refuses and where it says so, and the writer's round trip.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"
#include "io/json.h"
#include "io/lzstring.h"
#include "rules/rules.h"

/* Texts and what lz-string's compressToBase64 makes of them. */
static const struct {
	const char	*text;
	const char	*base64;
} lz_vectors[] = {
	{ "", "Q===" },
	{ "{", "N5A=" },
	{ "{\"size\":1,\"grid\":[[{\"value\":1,\"given\":true}]]}",
	  "N4IgzglgXgpiBcBGANCA5gJwgEwQbT1ADcBDAGwFc4lU0IiYA7BAFwyoF8BdLjoA" },
	/* a title of two-byte, three-byte and four-byte (surrogate) UTF-8 */
	{ "{\"size\":4,\"title\":\"Caf\xc3\xa9 \xe2\x98\x95 \xf0\x9f\x98\x80\","
	  "\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
	  "\"diagonal+\":true}",
	  "N4IgzglgXgpiBcAWANCALhNAbO8QGEBDAMwEuACQVDJzBeDcAA9kVAcwCcIATBAbS"
	  "+AF9k/QQP4BdZLxFTh4ycPliJQ5VNHiQ7CISYB7AHaEsAagRoWAVxh8gA==" },
	{ "abababababababababababababababababababababababababababababababab",
	  "IYI17SOrZ+6IUA==" },
	{ "{\"size\":9,\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":"
	  "\"3\"},{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"17\"}]}",
	  "N4IgzglgXgpiBcBOANCA1hANpmAnAxgIYDmc8A2qPjNmAuSAEoCMAwsyKi6wEwgC6q"
	  "AG6FMAVzIgAzCAC+yKjUx0KTHu05reA4aIkIQzAOxz+soA" },
};

/*
 * 400 copies of {"RrCc"} with r and c cycling (3,200 characters), whose
 * codes grow to 10 bits and more.
 */
static const char lz_long_base64[] =
    "N4IgSgjAwhIL6jAJik+iDMUPvAFij1zAFYoTiA2KS4gdijuIA4ZiBOVY6HBcFInzBYKQg"
    "rSFkmQ6rCEM0Q1r0SdBiaKMQoJmRsQJzEZRYmorwDdeFZbwnXeGjTtbIVlP5sxMtbDU7M"
    "AZHMFYXezcNLiEUC2FCA3IfGip9eUibaNVvIWg/FECsEIJw0gz/LMscxFY/TkDoEJRSrC"
    "MvTzK46j8GQNYQzlLoNuRK+LiCPzJA6hCGUtYRzg6eYgFiEUSQqVSRhRZqiL9NNZT3NMR"
    "DZI7zegSlJKEHbgv+co9EuN9UwOCD0s4I2gHViG3ul0exjOZleQXKrA6nDieVOhWhXlKZ"
    "BG1A6DDitQ4kKc6NGLXKBA6ZC64KqfRJgxeIxQHSwExpZRmJPmByWY1WMXZmzEJJ2MnK+w"
    "ecTUL0COjBpSukjGt3SflshJCzlOIw+wq+7ICdxCYUJQLGoPOfgIgTIIWopQYIwRhOR7I"
    "KYOKsKxqVxh1C7PqLyasNaiUpfu6dzpA1hw1OLL9k2SnLmsMWhJWfvW50C4mSpVkdw6yk"
    "JxyJoxCWAV5RMqTiVgOgWeuVhKB1YwI+r8hvSxthgJeIL9WCt5dtqQd8LGSJe+XLRUSmP"
    "KOLu+ID5capzJIwpyWpPXL/UJQ3KzLBbKm5dmdwW5WWLzi2b0uZFsML6WLfulLdlJKriR"
    "GWsxXrdl1SeEktQFdsOk7ZJu3LP4HgBcpgVOOIR0SG0SXtO4nWnP0UQFNFPSXbExjxA46"
    "g3ElmjBHcxipVID2jY9GXjc9EkvFMbx5DMH1OPwhQhbY33FMYS3Astf0rWFFShG4/QbB4"
    "mwg1t3g7P1vjFX4SRNcCzSHdD2WtZI7VhR0DkRAi3XnEkSmSMjfTXKiGhokNyQYiN2V6A"
    "4YxPJkxlZTjk1SVNb15TNH0Fcs8yVAsxM/KV2ROAUZOrOQgA==";

static char *
lz_long_text(void)
{
	char	*text = malloc(3201), *t = text;
	int	 i;

	ck_assert_ptr_nonnull(text);
	for (i = 0; i < 400; i++)
		t += sprintf(t, "{\"R%dC%d\"}", i % 9 + 1, i % 7 + 1);
	ck_assert_uint_eq((size_t)(t - text), 3200);
	return text;
}

START_TEST(lz_decodes_the_reference_texts)
{
	char	*out, *want;
	size_t	 len, at, i;

	for (i = 0; i < sizeof lz_vectors / sizeof lz_vectors[0]; i++) {
		ck_assert_int_eq(lzstring_decode_base64(lz_vectors[i].base64,
		    strlen(lz_vectors[i].base64), 1 << 20, &out, &len, &at),
		    LZSTRING_OK);
		ck_assert_uint_eq(len, strlen(lz_vectors[i].text));
		ck_assert_str_eq(out, lz_vectors[i].text);
		free(out);
	}
	want = lz_long_text();
	ck_assert_int_eq(lzstring_decode_base64(lz_long_base64,
	    strlen(lz_long_base64), 1 << 20, &out, &len, &at), LZSTRING_OK);
	ck_assert_str_eq(out, want);
	free(out);
	free(want);
}
END_TEST

START_TEST(lz_encodes_as_the_reference_does)
{
	char	*out, *text;
	size_t	 len, i;

	for (i = 0; i < sizeof lz_vectors / sizeof lz_vectors[0]; i++) {
		ck_assert_int_eq(lzstring_encode_base64(lz_vectors[i].text,
		    strlen(lz_vectors[i].text), &out, &len), LZSTRING_OK);
		ck_assert_str_eq(out, lz_vectors[i].base64);
		ck_assert_uint_eq(len, strlen(out));
		free(out);
	}
	text = lz_long_text();
	ck_assert_int_eq(lzstring_encode_base64(text, strlen(text), &out,
	    &len), LZSTRING_OK);
	ck_assert_str_eq(out, lz_long_base64);
	free(out);
	free(text);
}
END_TEST

static enum lzstring_status
lz_status(const char *base64, size_t max, size_t *at)
{
	enum lzstring_status	 st;
	char			*out;
	size_t			 len;

	st = lzstring_decode_base64(base64, strlen(base64), max, &out, &len,
	    at);
	free(out);
	return st;
}

START_TEST(lz_refuses_what_is_no_compressed_text)
{
	const char	*v = lz_vectors[2].base64;
	char		 text[128];
	size_t		 at;

	/* a character outside the alphabet, where it is */
	ck_assert_int_eq(lz_status("N4Ig!A", 100, &at), LZSTRING_BAD_CHAR);
	ck_assert_uint_eq(at, 4);
	/* cut short */
	snprintf(text, sizeof text, "%.*s", (int)strlen(v) - 6, v);
	ck_assert_int_eq(lz_status(text, 100, &at), LZSTRING_TRUNCATED);
	ck_assert_int_eq(lz_status("", 100, &at), LZSTRING_TRUNCATED);
	/* padding after the end is fine, anything else is not */
	snprintf(text, sizeof text, "%sA==", v);
	ck_assert_int_eq(lz_status(text, 100, &at), LZSTRING_OK);
	snprintf(text, sizeof text, "%sB", v);
	ck_assert_int_eq(lz_status(text, 100, &at), LZSTRING_TRAILING);
	ck_assert_uint_eq(at, strlen(v));
	/* a first code of 3, and a code past the dictionary */
	ck_assert_int_eq(lz_status("w", 100, &at), LZSTRING_BAD_CODE);
	ck_assert_int_eq(lz_status("AAD/", 100, &at), LZSTRING_BAD_CODE);
	/* longer than the limit */
	ck_assert_int_eq(lz_status(lz_vectors[4].base64, 63, &at),
	    LZSTRING_TOO_LONG);
	ck_assert_int_eq(lz_status(lz_vectors[4].base64, 64, &at),
	    LZSTRING_OK);
}
END_TEST

/* Strict JSON: a text scanned line by line, then read as tokens. */

static void
json_scan(struct json_text *t, const char *text)
{
	const char	*nl;
	unsigned long	 no = 1;

	json_text_init(t);
	json_text_start(t, 1);
	for (;;) {
		nl = strchr(text, '\n');
		ck_assert_int_eq(json_text_line(t, text, nl != NULL ?
		    (size_t)(nl - text) : strlen(text), no++), 0);
		if (nl == NULL)
			break;
		text = nl + 1;
	}
}

/* The scan's first problem as "LINE:COL: message", or "" for none. */
static const char *
json_scan_problem(const char *text, char *buf, size_t size)
{
	struct json_text	t;

	json_scan(&t, text);
	if (t.bad_line == 0)
		snprintf(buf, size, "%s", t.closed ? "" : "open");
	else
		snprintf(buf, size, "%lu:%zu: %s", t.bad_line, t.bad_col,
		    t.bad);
	json_text_free(&t);
	return buf;
}

START_TEST(json_scan_refuses_what_json_does_not_allow)
{
	char	buf[JSON_WHY_MAX + 64];

	ck_assert_str_eq(json_scan_problem("{\"a\":[1,2.5e3,-0,true,false,"
	    "null,\"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\"]}", buf, sizeof buf),
	    "");
	ck_assert_str_eq(json_scan_problem("{\n\t\"a\": 1\n}", buf,
	    sizeof buf), "");
	ck_assert_str_eq(json_scan_problem("{\"a\":1,}", buf, sizeof buf),
	    "1:7: a ',' before '}'");
	ck_assert_str_eq(json_scan_problem("{\"a\":[1,\n  ]}", buf,
	    sizeof buf), "1:8: a ',' before ']'");
	ck_assert_str_eq(json_scan_problem("{\"a\":1 # note\n}", buf,
	    sizeof buf), "1:8: '#' is not JSON");
	ck_assert_str_eq(json_scan_problem("{'a':1}", buf, sizeof buf),
	    "1:2: ''' is not JSON");
	ck_assert_str_eq(json_scan_problem("{\"a\":&x 1}", buf, sizeof buf),
	    "1:6: '&' is not JSON");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"\\x41\"}", buf,
	    sizeof buf), "1:7: '\\x' is not a JSON escape");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"\\u12\"}", buf,
	    sizeof buf), "1:7: '\\u' is not followed by four hexadecimal "
	    "digits");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"x\ty\"}", buf,
	    sizeof buf), "1:8: a control character (\\x09) in a string");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"x\n\"}", buf,
	    sizeof buf), "1:8: a string not closed on its line");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"caf\xe9\"}", buf,
	    sizeof buf), "1:10: a byte that is no UTF-8 (\\xe9) in a string");
	ck_assert_str_eq(json_scan_problem("{\"a\":\"\xed\xa0\x80\"}", buf,
	    sizeof buf), "1:7: a byte that is no UTF-8 (\\xed) in a string");
	ck_assert_str_eq(json_scan_problem("{\"\xc3\xa9\":1}\xc3", buf,
	    sizeof buf), "1:9: text after the end of the value ('\\xc3')");
	ck_assert_str_eq(json_scan_problem("{\"a\":[1:2]}", buf, sizeof buf),
	    "1:8: ':' outside an object");
	ck_assert_str_eq(json_scan_problem("{\"a\":[1}", buf, sizeof buf),
	    "1:8: '}' closes a '['");
	ck_assert_str_eq(json_scan_problem("{\"a\":1} x", buf, sizeof buf),
	    "1:9: text after the end of the value ('x')");
	ck_assert_str_eq(json_scan_problem("{\"a\":\n[1,\n", buf, sizeof buf),
	    "open");
}
END_TEST

START_TEST(json_scan_bounds_nesting_and_size)
{
	struct json_text	 t;
	char			*deep, buf[JSON_WHY_MAX + 64];
	int			 i;

	deep = malloc(2 * 10000 + 1);
	ck_assert_ptr_nonnull(deep);
	for (i = 0; i < 10000; i++) {
		deep[i] = '[';
		deep[10000 + i] = ']';
	}
	deep[20000] = '\0';
	deep[0] = '{';
	deep[19999] = '}';
	ck_assert_str_eq(json_scan_problem(deep, buf, sizeof buf),
	    "1:33: objects and arrays nested deeper than 32");
	free(deep);
	/* nothing kept once refused: the memory stays bounded */
	json_scan(&t, "{\"a\":'\n\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\"\n}");
	ck_assert_uint_eq(t.len, 0);
	ck_assert(t.closed);
	json_text_free(&t);
}
END_TEST

/* The tokens of a text the scan passed, as one string. */
static const char *
json_tokens(const char *text, char *buf, size_t size)
{
	static const char *const names[] = {
		"{", "[", "end", "str", "num", "true", "false", "null"
	};
	struct json_text	t;
	struct json_token	tok;
	struct json		j;
	size_t			n = 0;
	unsigned long		line, col;
	int			depth = 0;

	json_scan(&t, text);
	ck_assert_uint_eq(t.bad_line, 0);
	buf[0] = '\0';
	if (json_open(&j, &t) == 0)
		while (json_next(&j, &tok) == 0 && n < size) {
			n += (size_t)snprintf(buf + n, size - n, "%s%s",
			    n > 0 ? " " : "", names[tok.type]);
			if (tok.type == JSON_STRING || tok.type == JSON_NUMBER)
				n += (size_t)snprintf(buf + n, size - n, "(%.*s)",
				    (int)tok.len, tok.text);
			depth += tok.type == JSON_OBJECT ||
			    tok.type == JSON_ARRAY;
			if (tok.type == JSON_END && --depth == 0)
				break;
		}
	if (j.bad[0] != '\0') {
		json_where(&t, j.bad_mark_line, j.bad_mark_col, &line, &col);
		snprintf(buf, size, "%lu:%lu: %s", line, col, j.bad);
	}
	json_close(&j);
	json_text_free(&t);
	return buf;
}

START_TEST(json_tokens_are_json_values)
{
	char	buf[512];

	ck_assert_str_eq(json_tokens("{\"a\":[1,-2.5e3,\"x\\u00e9\","
	    "{\"b\":null},true,false]}", buf, sizeof buf),
	    "{ str(a) [ num(1) num(-2.5e3) str(x\xc3\xa9) { str(b) null end "
	    "true false end end");
	/* a surrogate pair, which libyaml refuses, is its character */
	ck_assert_str_eq(json_tokens("{\"a\":\"\\ud83d\\ude00\\udc00\"}", buf,
	    sizeof buf), "{ str(a) str(\xf0\x9f\x98\x80\xef\xbf\xbd) end");
	/* characters JSON has as they are, YAML only escaped */
	ck_assert_str_eq(json_tokens("{\"a\":\"x\x7f\xc2\x85\xe2\x80\xa8"
	    "\xef\xbf\xbf\"}", buf, sizeof buf), "{ str(a) str(x\x7f\xc2\x85"
	    "\xe2\x80\xa8\xef\xbf\xbf) end");
	/* what YAML reads and JSON does not */
	ck_assert_str_eq(json_tokens("{\"a\":yes}", buf, sizeof buf),
	    "1:6: 'yes' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":01}", buf, sizeof buf),
	    "1:6: '01' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":1.}", buf, sizeof buf),
	    "1:6: '1.' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":[a b]}", buf, sizeof buf),
	    "1:7: 'a b' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":}", buf, sizeof buf),
	    "1:6: a value is missing");
	ck_assert_str_eq(json_tokens("{\"a\" \"b\"}", buf, sizeof buf),
	    "1:6: a value is missing");
	ck_assert_str_eq(json_tokens("{\"a\":1 \"b\":2}", buf, sizeof buf),
	    "1:6: '1 \"b\":2' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":[1 2]}", buf, sizeof buf),
	    "1:7: '1 2' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\"a\":{\"b\" 1}}", buf, sizeof buf),
	    "1:11: a value is missing");
	/* columns count bytes, as every message does */
	ck_assert_str_eq(json_tokens("{\"\xc3\xa9\xc3\xa9\":x}", buf,
	    sizeof buf), "1:9: 'x' is not a JSON value");
	ck_assert_str_eq(json_tokens("{\n  \"a\":\n  zz}", buf, sizeof buf),
	    "3:3: 'zz' is not a JSON value");
}
END_TEST

/*
 * libyaml can fail on the first events, before the value: json_open then
 * leaves nothing open (its parser leaked, found by the fuzzer; valgrind
 * and the sanitizers' runs see a leak here).
 */
START_TEST(json_open_fails_with_nothing_open)
{
	struct json_text	t;
	struct json		j;

	json_scan(&t, "{\"size\":4,\"grid\"x:[]}");
	ck_assert_uint_eq(t.bad_line, 0);
	ck_assert_int_eq(json_open(&j, &t), -1);
	ck_assert_str_eq(j.bad, "malformed JSON: found unexpected ':'");
	json_text_free(&t);
}
END_TEST

/* The reader. */

/* The rules of p as one line: "family[=value][/head] R1C1,R1C2; ...". */
static const char *
rules_text(const struct puzzle *p, char *buf, size_t size)
{
	const struct ruleset	*set = p->ruleset;
	const struct constraint	*c;
	size_t			 n = 0;
	int			 i, k;

	buf[0] = '\0';
	if (p->rules != RULES_VARIANT)
		return buf;
	for (i = 0; i < set->count && n < size; i++) {
		c = &set->constraint[i];
		n += (size_t)snprintf(buf + n, size - n, "%s%s", i > 0 ? "; " :
		    "", rule_family_of(c)->name);
		if (c->value != 0)
			n += (size_t)snprintf(buf + n, size - n, "=%d",
			    (int)c->value);
		if (c->head != 0)
			n += (size_t)snprintf(buf + n, size - n, "/%d", c->head);
		for (k = 0; k < c->ncells && n < size; k++)
			n += (size_t)snprintf(buf + n, size - n, "%cR%dC%d",
			    k == 0 ? ' ' : ',', constraint_cells(set, c)[k] /
			    p->shape.side + 1, constraint_cells(set, c)[k] %
			    p->shape.side + 1);
	}
	return buf;
}

static const char grid4[] = "[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
    "[{},{},{},{}]]";

/* The first puzzle of text, read as fpuzzles. */
static enum read_status
read_one(const char *text, struct puzzle *p, struct diag *d)
{
	struct input		in;
	enum read_status	rs;

	fixture_open(&in, text, strlen(text));
	rs = notation_fpuzzles.read(&in, p, d);
	input_close(&in);
	return rs;
}

/* A 4x4 puzzle with the members after "grid", its rules as rules_text. */
static const char *
rules_of(const char *members, char *buf, size_t size)
{
	struct puzzle	p;
	struct diag	d;
	char		text[2048];

	snprintf(text, sizeof text, "{\"size\":4,\"grid\":%s%s}\n", grid4,
	    members);
	puzzle_init(&p);
	if (read_one(text, &p, &d) != READ_PUZZLE)
		snprintf(buf, size, "bad: %lu:%lu: %s", d.line, d.col,
		    d.message);
	else
		rules_text(&p, buf, size);
	puzzle_free(&p);
	return buf;
}

START_TEST(reads_givens_and_not_entries)
{
	struct puzzle	p;
	struct diag	d;
	char		buf[512];

	puzzle_init(&p);
	ck_assert_int_eq(read_one("{\"size\":4,\"title\":\"T \\\"1\\\"\","
	    "\"grid\":[[{\"value\":1,\"given\":true},{\"value\":2},"
	    "{\"value\":3,\"given\":false,\"centerPencilMarks\":[1,2]},"
	    "{\"given\":true,\"c\":\"#FFA0A0\"}],[{},{},{},{}],[{},{},{},{}],"
	    "[{},{},{},{\"value\":4,\"given\":true,\"cornerPencilMarks\":[]}]],"
	    "\"author\":\"me\",\"solution\":[1,2,3],\"text\":[{\"cells\":"
	    "[\"R1C1\"],\"value\":\"hi\"}],\"littlekillersum\":[],"
	    "\"renban\":null,\"disabledlogic\":[]}\n", &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 4);
	ck_assert_int_eq(p.shape.box_rows, 2);
	ck_assert_int_eq(p.board->cell[0], 1);
	ck_assert_int_eq(p.board->cell[1], 0);
	ck_assert_int_eq(p.board->cell[2], 0);
	ck_assert_int_eq(p.board->cell[15], 4);
	ck_assert_int_eq(p.rules, RULES_CLASSIC);
	ck_assert(p.boxes_said);
	ck_assert_int_eq(p.variant, FPUZZLES_JSON);
	ck_assert_str_eq(p.text, ",\"title\":\"T \\\"1\\\"\",\"author\":"
	    "\"me\"");
	ck_assert_str_eq(rules_text(&p, buf, sizeof buf), "");
	/* every cell filled: a solution, read whole */
	ck_assert_int_eq(read_one("{\"size\":2,\"grid\":[[{\"value\":1,"
	    "\"given\":true},{\"value\":2}],[{\"value\":2},{\"value\":1}]]}\n",
	    &p, &d), READ_PUZZLE);
	ck_assert_mem_eq(p.board->cell, "\1\2\2\1", 4);
	puzzle_free(&p);
}
END_TEST

START_TEST(reads_each_rule_key)
{
	char	buf[1024];

	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R1C1\","
	    "\"R1C2\"],\"value\":\"3\"},{\"cells\":[\"R4C4\"]},{\"cells\":"
	    "[\"R2C1\"],\"value\":7},{\"cells\":[\"R3C1\"],\"value\":\"\"}]",
	    buf, sizeof buf), "cage=3 R1C1,R1C2; cage R4C4; cage=7 R2C1; "
	    "cage R3C1");
	ck_assert_str_eq(rules_of(",\"thermometer\":[{\"lines\":[[\"R1C1\","
	    "\"R1C2\",\"R1C3\"],[\"R1C1\",\"R2C1\"]]}]", buf, sizeof buf),
	    "thermo R1C1,R1C2,R1C3; thermo R1C1,R2C1");
	ck_assert_str_eq(rules_of(",\"arrow\":[{\"cells\":[\"R1C1\",\"R1C2\"],"
	    "\"lines\":[[\"R1C2\",\"R2C3\",\"R3C4\"],[\"R1C1\",\"R2C1\"]]},"
	    "{\"cells\":[\"R4C4\"],\"lines\":[]}]", buf, sizeof buf),
	    "arrow/2 R1C1,R1C2,R2C3,R3C4; arrow/2 R1C1,R1C2,R2C1");
	ck_assert_str_eq(rules_of(",\"difference\":[{\"cells\":[\"R1C1\","
	    "\"R1C2\"]},{\"cells\":[\"R2C2\",\"R3C2\"],\"value\":\"3\"}],"
	    "\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R4C4\","
	    "\"R4C3\"],\"value\":\"3\"}],\"xv\":[{\"cells\":[\"R1C3\",\"R1C4\"],"
	    "\"value\":\"X\"},{\"cells\":[\"R2C3\",\"R2C4\"],\"value\":\"v\"}]",
	    buf, sizeof buf), "white=1 R1C1,R1C2; white=3 R2C2,R3C2; "
	    "black=2 R1C1,R1C2; black=3 R4C4,R4C3; xv=10 R1C3,R1C4; "
	    "xv=5 R2C3,R2C4");
	ck_assert_str_eq(rules_of(",\"odd\":[{\"cell\":\"R1C1\"},{\"cell\":"
	    "\"R2C2\"}],\"even\":[{\"cell\":\"R3C3\"}],\"extraregion\":"
	    "[{\"cells\":[\"R1C2\",\"R4C3\"]}]", buf, sizeof buf),
	    "extra R1C2,R4C3; odd R1C1,R2C2; even R3C3");
	ck_assert_str_eq(rules_of(",\"diagonal-\":true,\"diagonal+\":true,"
	    "\"antiknight\":true,\"antiking\":false,\"disjointgroups\":true",
	    buf, sizeof buf), "diagonal=1; diagonal=-1; disjoint; antiknight");
	ck_assert_str_eq(rules_of(",\"antiking\":true,\"nonconsecutive\":true",
	    buf, sizeof buf), "antiking; nonconsecutive");
	/* with a white dot, f-puzzles' non-consecutive spares its pair */
	ck_assert_str_eq(rules_of(",\"nonconsecutive\":true,\"difference\":"
	    "[{\"cells\":[\"R1C1\",\"R1C2\"]}]", buf, sizeof buf),
	    "white=1 R1C1,R1C2; negative=1");
	/* and so does a black dot, with no white dot anywhere */
	ck_assert_str_eq(rules_of(",\"nonconsecutive\":true,\"ratio\":"
	    "[{\"cells\":[\"R1C1\",\"R1C2\"]}]", buf, sizeof buf),
	    "black=2 R1C1,R1C2; negative=1");
	ck_assert_str_eq(rules_of(",\"negative\":[\"xv\",\"ratio\"]", buf,
	    sizeof buf), "negative=14");
	/* cosmetic cages: drawings, unless they hold a value */
	ck_assert_str_eq(rules_of(",\"cage\":[{\"cells\":[\"R1C1\"],"
	    "\"outlineC\":\"#000000\"},{\"value\":\"title: x\"}]", buf,
	    sizeof buf), "");
}
END_TEST

START_TEST(keys_in_any_order_read_the_same)
{
	char	a[512], b[512];

	rules_of(",\"killercage\":[{\"cells\":[\"R1C1\"]}],\"diagonal+\":true,"
	    "\"odd\":[{\"cell\":\"R2C2\"}],\"thermometer\":[{\"lines\":"
	    "[[\"R3C3\",\"R3C4\"]]}]", a, sizeof a);
	rules_of(",\"odd\":[{\"cell\":\"R2C2\"}],\"thermometer\":[{\"lines\":"
	    "[[\"R3C3\",\"R3C4\"]]}],\"diagonal+\":true,\"killercage\":"
	    "[{\"cells\":[\"R1C1\"]}]", b, sizeof b);
	ck_assert_str_eq(a, b);
	ck_assert_str_eq(a, "diagonal=1; cage R1C1; thermo R3C3,R3C4; "
	    "odd R2C2");
}
END_TEST

START_TEST(reads_regions)
{
	struct puzzle	p;
	struct diag	d;
	char		buf[512];

	puzzle_init(&p);
	/* regions that are the boxes, numbered otherwise: no jigsaw */
	ck_assert_int_eq(read_one("{\"size\":4,\"grid\":[[{\"region\":3},"
	    "{\"region\":3},{\"region\":0},{\"region\":0}],[{\"region\":3},"
	    "{\"region\":3},{\"region\":0},{\"region\":0}],[{\"region\":1},"
	    "{\"region\":1},{\"region\":2},{\"region\":2}],[{\"region\":1},"
	    "{\"region\":1},{\"region\":2},{\"region\":2}]]}\n", &p, &d),
	    READ_PUZZLE);
	ck_assert_int_eq(p.rules, RULES_CLASSIC);
	/* a jigsaw: rows as regions, with a cell of no region */
	ck_assert_int_eq(read_one("{\"size\":4,\"grid\":[[{\"region\":0},"
	    "{\"region\":0},{\"region\":0},{\"region\":0}],[{\"region\":1},"
	    "{\"region\":1},{\"region\":1},{\"region\":1}],[{\"region\":2},"
	    "{\"region\":2},{\"region\":2},{\"region\":2}],[{\"region\":3},"
	    "{\"region\":3},{\"region\":3},{\"region\":3}]]}\n", &p, &d),
	    READ_PUZZLE);
	ck_assert_str_eq(rules_text(&p, buf, sizeof buf), "region R1C1,R1C2,"
	    "R1C3,R1C4; region R2C1,R2C2,R2C3,R2C4; region R3C1,R3C2,R3C3,"
	    "R3C4; region R4C1,R4C2,R4C3,R4C4");
	ck_assert_int_eq(read_one("{\"size\":4,\"grid\":[[{\"region\":null},"
	    "{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}\n", &p, &d),
	    READ_BAD);
	ck_assert_str_eq(d.message, "region 1 (\"region\": 0) has 3 cells, "
	    "not 4");
	puzzle_free(&p);
	/* a prime size: its boxes are its rows, as f-puzzles has them */
	ck_assert_str_eq(rules_of("", buf, sizeof buf), "");
	puzzle_init(&p);
	ck_assert_int_eq(read_one("{\"size\":5,\"grid\":[[{},{},{},{},{}],"
	    "[{},{},{},{},{}],[{},{},{},{},{}],[{},{},{},{},{}],"
	    "[{},{},{},{},{}]]}\n", &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.box_rows, 1);
	ck_assert_int_eq(p.shape.box_cols, 5);
	puzzle_free(&p);
}
END_TEST

START_TEST(refuses_rules_it_cannot_solve_by_name)
{
	char	buf[512];

	ck_assert_str_eq(rules_of(",\"littlekillersum\":[{\"cell\":\"R0C1\","
	    "\"direction\":\"DR\",\"value\":\"5\"}]", buf, sizeof buf),
	    "bad: 1:76: f-puzzles key 'littlekillersum' (little killer "
	    "sums) is not supported");
	ck_assert_str_eq(rules_of(",\"renban\":[{\"lines\":[[\"R1C1\"]]}]",
	    buf, sizeof buf), "bad: 1:76: f-puzzles key 'renban' (renban "
	    "lines) is not supported");
	ck_assert_str_eq(rules_of(",\"newrule\":1", buf, sizeof buf),
	    "bad: 1:76: f-puzzles key 'newrule' is not supported (not a key "
	    "sudoku knows: it may hold a rule)");
	ck_assert_str_eq(rules_of(",\"cage\":[{\"cells\":[\"R1C1\"],"
	    "\"value\":\"DR5\"}]", buf, sizeof buf), "bad: 1:110: f-puzzles "
	    "key 'cage' (a cosmetic cage with the value 'DR5', a rule only "
	    "its rules text states; killer cages are 'killercage') is not "
	    "supported");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R1C1\"],"
	    "\"outlineC\":\"#000\"}]", buf, sizeof buf), "bad: 1:108: "
	    "f-puzzles key 'killercage': member 'outlineC' is not supported");
	ck_assert_str_eq(rules_of(",\"negative\":[\"sum\"]", buf, sizeof buf),
	    "bad: 1:88: f-puzzles negative constraint 'sum' is not "
	    "supported");
	ck_assert_str_eq(rules_of(",\"negative\":[\"ratio\"],\"ratio\":"
	    "[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]", buf,
	    sizeof buf), "bad: 1:87: a negative 'ratio' with a black dot of "
	    "ratio 3 is not supported (the negative constraint is for ratio "
	    "2)");
	ck_assert_str_eq(rules_of(",\"disjointgroups\":true,\"x\":false", buf,
	    sizeof buf), "disjoint");
}
END_TEST

START_TEST(refuses_wrong_types_and_cells)
{
	char	buf[512];

	ck_assert_str_eq(rules_of(",\"diagonal+\":1", buf, sizeof buf),
	    "bad: 1:88: 'diagonal+' is true or false, not a number");
	ck_assert_str_eq(rules_of(",\"killercage\":{}", buf, sizeof buf),
	    "bad: 1:89: 'killercage' is an array, not an object");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":\"R1C1\"}]",
	    buf, sizeof buf), "bad: 1:99: the cells of a killer cage are an "
	    "array, not a string");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R5C1\"]}]",
	    buf, sizeof buf), "bad: 1:100: 'R5C1' is not a cell of the 4x4 "
	    "grid (R1C1 to R4C4)");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"r1c1\"]}]",
	    buf, sizeof buf), "bad: 1:100: 'r1c1' is not a cell name (R1C1 "
	    "to R4C4)");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R01C1\"]}]",
	    buf, sizeof buf), "bad: 1:100: 'R01C1' is not a cell name (R1C1 "
	    "to R4C4)");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[1]}]", buf,
	    sizeof buf), "bad: 1:100: a cell is a string such as \"R1C1\", "
	    "not a number");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R1C1\","
	    "\"R1C1\"]}]", buf, sizeof buf), "bad: 1:107: R1C1 twice in a "
	    "killer cage");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R1C1\"],"
	    "\"value\":\"x\"}]", buf, sizeof buf), "bad: 1:116: a killer "
	    "cage's sum 'x' is not a whole number from 1 to 10000");
	ck_assert_str_eq(rules_of(",\"killercage\":[{\"cells\":[\"R1C1\"],"
	    "\"value\":\"-3\"}]", buf, sizeof buf), "bad: 1:116: a killer "
	    "cage's sum '-3' is not a whole number from 1 to 10000");
	ck_assert_str_eq(rules_of(",\"difference\":[{\"cells\":[\"R1C1\","
	    "\"R2C2\"]}]", buf, sizeof buf), "bad: 1:90: a white dot between "
	    "R1C1 and R2C2, which are not neighbours");
	ck_assert_str_eq(rules_of(",\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},"
	    "{\"cells\":[\"R1C2\",\"R1C1\"]}]", buf, sizeof buf), "bad: "
	    "1:111: a black dot between R1C2 and R1C1 twice");
	ck_assert_str_eq(rules_of(",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]",
	    buf, sizeof buf), "bad: 1:82: an XV mark's value is \"X\" or "
	    "\"V\"");
	ck_assert_str_eq(rules_of(",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":"
	    "[[\"R2C2\",\"R3C3\"]]}]", buf, sizeof buf), "bad: 1:85: an "
	    "arrow's line starts at R2C2, outside its circle");
	ck_assert_str_eq(rules_of(",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":"
	    "[[\"R1C1\"]]}]", buf, sizeof buf), "bad: 1:85: an arrow's line "
	    "has no cell past its circle");
	ck_assert_str_eq(rules_of(",\"odd\":[{\"cell\":\"R1C1\"},{\"cell\":"
	    "\"R1C1\"}]", buf, sizeof buf), "bad: 1:99: R1C1 is in 'odd' "
	    "twice");
	ck_assert_str_eq(rules_of(",\"odd\":[{\"cell\":\"R1C1\",\"value\":"
	    "\"1\"}]", buf, sizeof buf), "bad: 1:106: f-puzzles key 'odd': a "
	    "'value' is not supported");
	ck_assert_str_eq(rules_of(",\"grid\":[]", buf, sizeof buf),
	    "bad: 1:76: key 'grid' twice");
	ck_assert_str_eq(rules_of(",\"title\":7", buf, sizeof buf),
	    "bad: 1:84: 'title' is a string, not a number");
}
END_TEST

START_TEST(refuses_grids_of_another_size)
{
	struct puzzle	p;
	struct diag	d;

	puzzle_init(&p);
	ck_assert_int_eq(read_one("{\"size\":17,\"grid\":[]}\n", &p, &d),
	    READ_BAD);
	ck_assert_str_eq(d.message, "'size' is a whole number from 1 to 16");
	ck_assert_uint_eq(d.col, 9);
	ck_assert_int_eq(read_one("{\"size\":\"4\"}\n", &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'size' is a whole number from 1 to 16");
	ck_assert_int_eq(read_one("{\"size\":2,\"grid\":[[{},{}]]}\n", &p,
	    &d), READ_BAD);
	ck_assert_str_eq(d.message, "'grid' has 1 rows, not 2");
	ck_assert_int_eq(read_one("{\"size\":2,\"grid\":[[{},{}],[{}]]}\n",
	    &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "row 2 of 'grid' has 1 cells, not 2");
	ck_assert_int_eq(read_one("{\"size\":1,\"grid\":[[{\"value\":2,"
	    "\"given\":true}]]}\n", &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "a cell's value is a whole number from 1 "
	    "to 1 (0: none)");
	ck_assert_int_eq(read_one("{\"size\":1,\"grid\":[[{\"given\":1}]]}\n",
	    &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'given' is true or false, not a number");
	ck_assert_int_eq(read_one("{\"size\":1,\"grid\":[[{\"givenPencilMarks"
	    "\":[1]}]]}\n", &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "f-puzzles cell key 'givenPencilMarks' "
	    "(given pencil marks) is not supported");
	/* the size from the rows when "size" is missing, or after grid */
	ck_assert_int_eq(read_one("{\"grid\":[[{},{}],[{},{}]],\"size\":1}\n",
	    &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "row 1 of 'grid' has more than 1 cells");
	ck_assert_int_eq(read_one("{\"grid\":[[{}]]}\n", &p, &d),
	    READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 1);
	ck_assert_int_eq(read_one("[{\"size\":1}]\n", &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "a JSON array: f-puzzles puzzles are "
	    "objects, one after another");
	puzzle_free(&p);
}
END_TEST

/* Files: several puzzles, over lines, links. */

START_TEST(reads_puzzles_one_after_another)
{
	static const char text[] =
	    "# f-puzzles\n"
	    "{\"size\":1,\"grid\":[[{}]]}\n"
	    "{\n"
	    "  \"size\": 1,\n"
	    "  \"grid\": [\n"
	    "    [ {\"value\": 1, \"given\": true} ]\n"
	    "  ]\n"
	    "}\n"
	    "{\"size\":1,\n"
	    "{\"size\":1,\"grid\":[[{}]],\"sandwichsum\":[{\"cell\":\"R0C1\"}]}\n"
	    "\n"
	    "{\"size\":1,\"grid\":[[{}]]} {\n"
	    "N4IgzglgXgpiBcBGANCA5gJwgEwQbT1ADcBDAGwFc4lU0IiYA7BAFwyoF8BdLjoA\n"
	    "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBGANCA5gJwgEwQbT1ADcBD"
	    "AGwFc4lU0IiYA7BAFwyoF8BdLjoA  \n"
	    "x\n"
	    "{\"size\":1,\"grid\":[[{}]]}\n";
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 3);
	ck_assert_int_eq(p.givens.cell[0] + (p.board != NULL ?
	    p.board->cell[0] : 0), 1);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_BAD);
	ck_assert_uint_eq(d.line, 9);
	ck_assert_str_eq(d.message, "the object is not closed (a line "
	    "starting with '{' comes first)");
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_BAD);
	ck_assert_uint_eq(d.line, 10);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_BAD);
	ck_assert_uint_eq(d.line, 12);
	ck_assert_str_eq(d.message, "text after the end of the value ('{')");
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 13);
	ck_assert_int_eq(p.variant, FPUZZLES_TEXT);
	ck_assert_int_eq(p.board->cell[0], 1);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.variant, FPUZZLES_LINK);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_BAD);
	ck_assert_uint_eq(d.line, 15);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 16);
	ck_assert_int_eq(notation_fpuzzles.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(reads_links_as_addresses_carry_them)
{
	/* {"size":1,"grid":[[{"value":1,"given":true}]],"title":"title+"} */
	static const char link[] = "N4IgzglgXgpiBcBGANCA5gJwgEwQbT1ADcBDAG"
	    "wFc4lU0IiYA7BAFwyoF8BdL1FiFmWoh+gmAGoQHIA=";
	struct puzzle	p;
	struct diag	d;
	char		text[256], *s;

	puzzle_init(&p);
	snprintf(text, sizeof text, "%s\n", link);
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	ck_assert_str_eq(p.text, ",\"title\":\"title+\"");
	/* URL escapes; '+' made a blank by a form */
	snprintf(text, sizeof text, "http://f-puzzles.com/?load=%s\n", link);
	s = strrchr(text, '=');
	memmove(s + 3, s + 1, strlen(s + 1) + 1);
	memcpy(s, "%3D", 3);
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.variant, FPUZZLES_LINK);
	snprintf(text, sizeof text, " %s\n", link);
	*strchr(text, '+') = ' ';
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(read_one("https://www.f-puzzles.com/?id=3\n", &p, &d),
	    READ_BAD);
	ck_assert_str_eq(d.message, "an address without ?load=: an f-puzzles "
	    "link is https://www.f-puzzles.com/?load=...");
	/* positions in a link's JSON: the link's line, the JSON's column */
	ck_assert_int_eq(read_one("N4IgzglgXgpiBcBGANCA5gJwgEwQbT1ADcBDAGwF"
	    "c4lU0IiYA7BAFwyoF8BdLjoA\n", &p, &d), READ_PUZZLE);
	ck_assert_int_eq(read_one("N4IgzglgXgpiBcBOANCA1hANpmAnAxgIYDmc8A2qP"
	    "jNmAuSAEoCMAwsyKi6wEwgC6qAG6FMAVzIgAzCAC+yKjUx0KTHu05reA4aIkIQz"
	    "AOxz+soA\n", &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "no 'grid' (the link's JSON, column 1)");
	ck_assert_uint_eq(d.col, 0);
	puzzle_free(&p);
}
END_TEST

/* The writer. */

static char *
write_puzzle(const struct puzzle *p, const uint8_t *cells)
{
	return fixture_write_cells(&notation_fpuzzles, p, cells);
}

START_TEST(writes_what_it_reads)
{
	static const char text[] = "{\"size\":4,\"title\":\"T\",\"grid\":"
	    "[[{\"value\":1,\"given\":true,\"region\":0},{\"region\":0},"
	    "{\"region\":0},{\"region\":1}],[{\"region\":0},{\"region\":2},"
	    "{\"region\":1},{\"region\":1}],[{\"region\":2},{\"region\":2},"
	    "{\"region\":3},{\"region\":1}],[{\"region\":2},{\"region\":3},"
	    "{\"region\":3},{\"region\":3}]],\"diagonal+\":true,"
	    "\"antiknight\":true,\"nonconsecutive\":true,\"negative\":[\"xv\"],"
	    "\"killercage\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"5\"},"
	    "{\"cells\":[\"R4C4\"]}],\"thermometer\":[{\"lines\":[[\"R2C2\","
	    "\"R3C2\"]]}],\"arrow\":[{\"cells\":[\"R4C1\"],\"lines\":[[\"R4C1\","
	    "\"R3C1\"]]}],\"difference\":[{\"cells\":[\"R2C3\",\"R2C4\"],"
	    "\"value\":\"2\"}],\"ratio\":[{\"cells\":[\"R3C3\",\"R3C4\"]}],"
	    "\"xv\":[{\"cells\":[\"R4C2\",\"R4C3\"],\"value\":\"V\"}],"
	    "\"extraregion\":[{\"cells\":[\"R1C4\",\"R2C1\"]}],\"odd\":"
	    "[{\"cell\":\"R1C4\"}],\"even\":[{\"cell\":\"R3C3\"}]}\n";
	struct puzzle	 p, q;
	struct diag	 d;
	char		*out, *again, a[1024], b[1024];
	uint8_t		 solution[16];

	puzzle_init(&p);
	puzzle_init(&q);
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	out = write_puzzle(&p, puzzle_cells(&p));
	ck_assert_str_eq(out, text);
	ck_assert_int_eq(read_one(out, &q, &d), READ_PUZZLE);
	ck_assert_str_eq(rules_text(&q, b, sizeof b), rules_text(&p, a,
	    sizeof a));
	again = write_puzzle(&q, puzzle_cells(&q));
	ck_assert_str_eq(again, out);
	free(again);
	free(out);
	/* a solution: the givens given, the rest a solver's entries */
	memcpy(solution, p.board->cell, sizeof solution);
	solution[1] = 2;
	out = write_puzzle(&p, solution);
	ck_assert_ptr_nonnull(strstr(out, "[[{\"value\":1,\"given\":true,"
	    "\"region\":0},{\"value\":2,\"region\":0},"));
	free(out);
	puzzle_free(&p);
	puzzle_free(&q);
}
END_TEST

START_TEST(writes_links_as_f_puzzles_does)
{
	static const char json[] =
	    "{\"size\":1,\"grid\":[[{\"value\":1,\"given\":true}]]}";
	struct puzzle	 p;
	struct diag	 d;
	char		*out, text[256];

	puzzle_init(&p);
	snprintf(text, sizeof text, "%s\n", lz_vectors[2].base64);
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	out = write_puzzle(&p, puzzle_cells(&p));
	ck_assert_str_eq(out, text);
	free(out);
	snprintf(text, sizeof text, "https://www.f-puzzles.com/?load=%s\n",
	    lz_vectors[2].base64);
	ck_assert_int_eq(read_one(text, &p, &d), READ_PUZZLE);
	out = write_puzzle(&p, puzzle_cells(&p));
	ck_assert_str_eq(out, text);
	free(out);
	ck_assert_str_eq(json, lz_vectors[2].text);
	puzzle_free(&p);
}
END_TEST

/* What f-puzzles cannot write of p ("" when it can), as convert says it. */
static const char *
cannot_write(const struct puzzle *p, char *why, size_t size)
{
	if (notation_holds(&notation_fpuzzles, p, true, why, size))
		return NULL;
	return why + strlen("fpuzzles notation cannot write ");
}

START_TEST(says_what_it_cannot_write)
{
	char		 why[160];
	struct puzzle	 p;
	struct ruleset	*set;
	uint16_t	 cells[4] = { 0, 1, 5, 6 };

	puzzle_init(&p);
	puzzle_set_shape(&p, &shape_classic);
	ck_assert_ptr_null(cannot_write(&p, why, sizeof why));
	set = puzzle_set_variant(&p);
	ck_assert_int_eq(ruleset_add(set, RULE_NEGATIVE, NULL, 0, NEGATIVE_X,
	    0), 0);
	ck_assert_str_eq(cannot_write(&p, why, sizeof why), "a negative "
	    "constraint on X alone or V alone (f-puzzles' covers both)");
	set = puzzle_set_variant(&p);
	ck_assert_int_eq(ruleset_add(set, RULE_NONCONSECUTIVE, NULL, 0, 0, 0),
	    0);
	ck_assert_ptr_null(cannot_write(&p, why, sizeof why));
	ck_assert_int_eq(ruleset_add(set, RULE_DIFFERENCE, cells, 2, 1, 0),
	    0);
	ck_assert_ptr_nonnull(cannot_write(&p, why, sizeof why));
	set = puzzle_set_variant(&p);
	ck_assert_int_eq(ruleset_add(set, RULE_XV, cells + 1, 2, 10, 0), 0);
	ck_assert_str_eq(cannot_write(&p, why, sizeof why), "a dot or XV "
	    "mark between cells that are not neighbours");
	set = puzzle_set_variant(&p);
	ck_assert_int_eq(ruleset_add(set, RULE_REGION, cells, 4, 0, 0), 0);
	ck_assert_str_eq(cannot_write(&p, why, sizeof why), "regions other "
	    "than N regions of N cells each");
	set = puzzle_set_variant(&p);
	ck_assert_int_eq(ruleset_add(set, RULE_CAGE, cells, 4, 12, 0), 0);
	ck_assert_ptr_null(cannot_write(&p, why, sizeof why));
	puzzle_free(&p);
}
END_TEST

Suite *
make_notation_fpuzzles_suite(void)
{
	Suite	*s = suite_create("notation_fpuzzles");
	TCase	*tc;

	tc = tcase_create("lzstring");
	tcase_add_test(tc, lz_decodes_the_reference_texts);
	tcase_add_test(tc, lz_encodes_as_the_reference_does);
	tcase_add_test(tc, lz_refuses_what_is_no_compressed_text);
	suite_add_tcase(s, tc);
	tc = tcase_create("json");
	tcase_add_test(tc, json_scan_refuses_what_json_does_not_allow);
	tcase_add_test(tc, json_scan_bounds_nesting_and_size);
	tcase_add_test(tc, json_tokens_are_json_values);
	tcase_add_test(tc, json_open_fails_with_nothing_open);
	suite_add_tcase(s, tc);
	tc = tcase_create("read");
	tcase_add_test(tc, reads_givens_and_not_entries);
	tcase_add_test(tc, reads_each_rule_key);
	tcase_add_test(tc, keys_in_any_order_read_the_same);
	tcase_add_test(tc, reads_regions);
	tcase_add_test(tc, refuses_rules_it_cannot_solve_by_name);
	tcase_add_test(tc, refuses_wrong_types_and_cells);
	tcase_add_test(tc, refuses_grids_of_another_size);
	tcase_add_test(tc, reads_puzzles_one_after_another);
	tcase_add_test(tc, reads_links_as_addresses_carry_them);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, writes_what_it_reads);
	tcase_add_test(tc, writes_links_as_f_puzzles_does);
	tcase_add_test(tc, says_what_it_cannot_write);
	suite_add_tcase(s, tc);
	return s;
}
