/*
 * Strict JSON through libyaml (json.h): the scan that gathers a value's
 * text and refuses what JSON does not allow, then libyaml's events as
 * JSON tokens.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/json.h"
#include "io/utf8.h"

void
json_text_init(struct json_text *t)
{
	memset(t, 0, sizeof *t);
}

void
json_text_free(struct json_text *t)
{
	free(t->text);
	json_text_init(t);
}

/* A new value, starting on line `line` of the file; the memory is kept. */
void
json_text_start(struct json_text *t, unsigned long line)
{
	char	*text = t->text;
	size_t	 cap = t->cap;

	json_text_init(t);
	t->text = text;
	t->cap = cap;
	t->first_line = line;
	t->last_line = line;
	if (text != NULL)
		text[0] = '\0';
}

static void
json_text_bad(struct json_text *t, unsigned long line, size_t col,
    const char *fmt, ...)
{
	va_list	ap;

	if (t->bad_line != 0)
		return;
	t->bad_line = line;
	t->bad_col = col;
	va_start(ap, fmt);
	vsnprintf(t->bad, sizeof t->bad, fmt, ap);
	va_end(ap);
}

/* A byte for a message: itself when printable, else \xNN. */
static const char *
json_shown(char c, char out[8])
{
	unsigned char	u = (unsigned char)c;

	if (u >= 0x20 && u < 0x7f)
		snprintf(out, 8, "%c", c);
	else
		snprintf(out, 8, "\\x%02x", u);
	return out;
}

static int
json_text_put(struct json_text *t, const char *s, size_t n)
{
	size_t	 cap;
	char	*grown;

	if (t->len + n + 1 > t->cap) {
		cap = t->cap == 0 ? 4096 : t->cap;
		while (cap < t->len + n + 1)
			cap *= 2;
		if ((grown = realloc(t->text, cap)) == NULL)
			return -1;
		t->text = grown;
		t->cap = cap;
	}
	memcpy(t->text + t->len, s, n);
	t->len += n;
	t->text[t->len] = '\0';
	return 0;
}

static int
json_hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The value of "\uXXXX" at s (left bytes), or -1. */
static long
json_u_escape(const char *s, size_t left)
{
	long	v = 0;
	int	i, h;

	if (left < 6 || s[0] != '\\' || s[1] != 'u')
		return -1;
	for (i = 2; i < 6; i++) {
		if ((h = json_hex(s[i])) < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

/*
 * A string's \u escape of a surrogate at s: a pair becomes the UTF-8 of
 * its character, a lone one U+FFFD (libyaml takes neither, JSON both).
 * Returns the bytes of text used, writing the bytes that replace them
 * into out; 0 when the escape is no surrogate.
 */
static size_t
json_surrogate(const char *s, size_t left, char out[4], size_t *n)
{
	long		hi = json_u_escape(s, left), lo;
	unsigned long	c;

	if (hi < 0xd800 || hi >= 0xe000)
		return 0;
	lo = json_u_escape(s + 6, left - 6);
	if (hi >= 0xdc00 || lo < 0xdc00 || lo >= 0xe000) {
		memcpy(out, "\xef\xbf\xbd", 3);
		*n = 3;
		return 6;
	}
	c = 0x10000 + ((unsigned long)(hi - 0xd800) << 10) +
	    (unsigned long)(lo - 0xdc00);
	out[0] = (char)(0xf0 | c >> 18);
	out[1] = (char)(0x80 | (c >> 12 & 0x3f));
	out[2] = (char)(0x80 | (c >> 6 & 0x3f));
	out[3] = (char)(0x80 | (c & 0x3f));
	*n = 4;
	return 12;
}


/*
 * What stands for the bytes of a string at s[i], when libyaml would not
 * take them as they are: a surrogate escape's character (libyaml takes
 * no surrogate), a \u escape for a character JSON allows unescaped and
 * YAML does not (DEL, the C1 controls, U+FFFE and U+FFFF) or reads as a
 * line break (NEL, U+2028, U+2029); 0 when they stay.  The bytes used in
 * *used, the replacement in out.
 */
static size_t
json_replace(const char *s, size_t len, size_t i, char out[8], size_t *used)
{
	unsigned long	c;
	size_t		n;

	if (s[i] == '\\')
		return (*used = json_surrogate(s + i, len - i, out, &n)) > 0 ?
		    n : 0;
	if ((n = utf8_decode((const unsigned char *)s + i, len - i, &c)) == 0)
		return 0;
	*used = n;
	if (c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 ||
	    c == 0x2029 || c == 0xfffe || c == 0xffff)
		return (size_t)snprintf(out, 8, "\\u%04lx", c);
	return 0;
}

/*
 * The string starting after the '"' at s[at]: checked, and copied (with
 * what libyaml would not take rewritten, json_replace); returns the index
 * of its closing '"', or len when the line ends first.
 */
static size_t
json_scan_string(struct json_text *t, const char *s, size_t len, size_t at,
    unsigned long no, int *rc)
{
	size_t		i = at, used = 1, n;
	unsigned long	c;
	char		shown[8], out[8];

	for (; i < len && s[i] != '"'; i += used) {
		used = 1;
		if ((unsigned char)s[i] < 0x20) {
			json_text_bad(t, no, i + 1, "a control character "
			    "(%s) in a string", json_shown(s[i], shown));
			continue;
		}
		if ((unsigned char)s[i] >= 0x80 && utf8_decode(
		    (const unsigned char *)s + i, len - i, &c) == 0) {
			json_text_bad(t, no, i + 1, "a byte that is no UTF-8 "
			    "(%s) in a string", json_shown(s[i], shown));
			continue;
		}
		if (s[i] == '\\' && (i + 1 == len ||
		    strchr("\"\\/bfnrtu", s[i + 1]) == NULL ||
		    s[i + 1] == '\0')) {
			json_text_bad(t, no, i + 1, "'\\%s' is not a JSON "
			    "escape", i + 1 < len ? json_shown(s[i + 1],
			    shown) : "");
			used = i + 1 < len ? 2 : 1;
			continue;
		}
		if (s[i] == '\\' && s[i + 1] == 'u' &&
		    json_u_escape(s + i, len - i) < 0)
			json_text_bad(t, no, i + 1, "'\\u' is not followed "
			    "by four hexadecimal digits");
		if ((n = json_replace(s, len, i, out, &used)) > 0) {
			if (json_text_put(t, s + at, i - at) < 0 ||
			    json_text_put(t, out, n) < 0)
				*rc = -1;
			at = i + used;
			continue;
		}
		/* an escape's two bytes, or a character's */
		used = s[i] == '\\' ? 2 : (unsigned char)s[i] < 0x80 ? 1 :
		    utf8_decode((const unsigned char *)s + i, len - i, &c);
	}
	if (i > len)
		i = len;
	if (json_text_put(t, s + at, i - at) < 0)
		*rc = -1;
	if (i == len) {
		json_text_bad(t, no, len + 1, "a string not closed on its "
		    "line");
		return len;
	}
	return i;
}

/* An opening or closing bracket, for the depth and the kind open. */
static void
json_scan_bracket(struct json_text *t, char c, unsigned long no, size_t col)
{
	bool	object = c == '{' || c == '}';

	if (t->depth == 0 && (c == '}' || c == ']')) {
		json_text_bad(t, no, col, "'%c' with nothing open", c);
		return;
	}
	if (c == '{' || c == '[') {
		if (t->depth == JSON_DEPTH_MAX)
			json_text_bad(t, no, col, "objects and arrays nested "
			    "deeper than %d", JSON_DEPTH_MAX);
		if (t->depth < 64)
			t->objects = (t->objects & ~(1ULL << t->depth)) |
			    (uint64_t)object << t->depth;
		t->depth++;
		return;
	}
	if (t->comma)
		json_text_bad(t, t->comma_line, t->comma_col, "a ',' before "
		    "'%c'", c);
	if (t->depth <= 64 && (t->objects >> (t->depth - 1) & 1) != object)
		json_text_bad(t, no, col, "'%c' closes a '%c'", c,
		    object ? '[' : '{');
	if (--t->depth == 0)
		t->closed = true;
}

/*
 * One line of the value, scanned and appended: -1 when memory ran out
 * (the problems JSON has are kept in t->bad; after one, the scan goes on
 * only to find the value's end).  t->closed when it ends on this line.
 */
int
json_text_line(struct json_text *t, const char *s, size_t len,
    unsigned long no)
{
	size_t	i, start;
	char	shown[8], c;
	int	rc = 0;

	t->last_line = no;
	if (no != t->first_line && t->len < JSON_TEXT_MAX &&
	    json_text_put(t, "\n", 1) < 0)
		return -1;
	if (t->len + len > JSON_TEXT_MAX)
		json_text_bad(t, no, 1, "a value longer than %lu bytes",
		    JSON_TEXT_MAX);
	for (i = 0; i < len; i++) {
		c = s[i];
		if (c == ' ' || c == '\t' || c == '\r') {
			if (t->bad_line == 0 && json_text_put(t, " ", 1) < 0)
				rc = -1;
			continue;
		}
		if (t->closed) {
			json_text_bad(t, no, i + 1, "text after the end of the "
			    "value ('%s')", json_shown(c, shown));
			break;
		}
		start = i;
		if (c == '"') {
			if (json_text_put(t, "\"", 1) < 0)
				rc = -1;
			i = json_scan_string(t, s, len, i + 1, no, &rc);
			if (t->bad_line == 0 && json_text_put(t, "\"", 1) < 0)
				rc = -1;
			t->comma = false;
			continue;
		}
		if (c == '{' || c == '}' || c == '[' || c == ']')
			json_scan_bracket(t, c, no, i + 1);
		else if (c == ':' && (t->depth == 0 || t->depth > 64 ||
		    !(t->objects >> (t->depth - 1) & 1)))
			json_text_bad(t, no, i + 1, "':' outside an object");
		else if (c != ',' && c != ':' && c != '-' && c != '+' &&
		    c != '.' && !(c >= '0' && c <= '9') &&
		    !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z'))
			json_text_bad(t, no, i + 1, "'%s' is not JSON",
			    json_shown(c, shown));
		t->comma = c == ',';
		t->comma_line = no;
		t->comma_col = i + 1;
		if (t->bad_line == 0 && json_text_put(t, s + start, 1) < 0)
			rc = -1;
	}
	/* once the text is refused, it is not kept */
	if (t->bad_line != 0)
		t->len = 0;
	return rc;
}

/* libyaml's line and character column as the file's line and byte column. */
void
json_where(const struct json_text *t, size_t mark_line, size_t mark_col,
    unsigned long *line, unsigned long *col)
{
	const char	*s = t->text, *end = t->text + t->len, *start;
	size_t		 l = 0, chars = 0;

	*line = t->first_line + mark_line;
	*col = mark_col + 1;
	if (s == NULL)
		return;
	while (l < mark_line && s < end)
		if (*s++ == '\n')
			l++;
	for (start = s; s < end && *s != '\n' && chars < mark_col; chars++)
		for (s++; s < end && (*s & 0xc0) == 0x80; s++)
			;
	*col = (unsigned long)(s - start) + 1;
}

static int
json_bad(struct json *j, const yaml_mark_t *mark, const char *fmt, ...)
{
	va_list	ap;

	j->bad_mark_line = mark->line;
	j->bad_mark_col = mark->column;
	va_start(ap, fmt);
	vsnprintf(j->bad, sizeof j->bad, fmt, ap);
	va_end(ap);
	return -1;
}

/*
 * A byte offset as libyaml's mark (line, and column in characters): its
 * reader's errors come with an offset alone.
 */
static void
json_offset_mark(const struct json_text *t, size_t offset, yaml_mark_t *m)
{
	size_t	i;

	m->line = 0;
	m->column = 0;
	for (i = 0; i < offset && i < t->len; i++) {
		if (t->text[i] == '\n') {
			m->line++;
			m->column = 0;
		} else if ((t->text[i] & 0xc0) != 0x80)
			m->column++;
	}
}

/* The next event, the last one deleted; -1 on libyaml's error. */
static int
json_event(struct json *j)
{
	if (j->held) {
		yaml_event_delete(&j->event);
		j->held = false;
	}
	if (!yaml_parser_parse(&j->parser, &j->event)) {
		if (j->parser.error == YAML_MEMORY_ERROR) {
			j->no_memory = true;
			return json_bad(j, &j->parser.problem_mark,
			    "out of memory");
		}
		if (j->parser.error == YAML_READER_ERROR)
			json_offset_mark(j->text, j->parser.problem_offset,
			    &j->parser.problem_mark);
		return json_bad(j, &j->parser.problem_mark, "malformed JSON: "
		    "%s", j->parser.problem != NULL ? j->parser.problem :
		    "libyaml cannot read it");
	}
	j->held = true;
	return 0;
}

/*
 * Starts reading a text the scan passed (t->bad_line 0, t->closed): the
 * first token is the value's own.  On -1 (j->bad says why) there is
 * nothing to close.
 */
int
json_open(struct json *j, const struct json_text *t)
{
	memset(j, 0, sizeof *j);
	j->text = t;
	if (!yaml_parser_initialize(&j->parser)) {
		j->no_memory = true;
		snprintf(j->bad, sizeof j->bad, "out of memory");
		return -1;
	}
	yaml_parser_set_input_string(&j->parser,
	    (const unsigned char *)t->text, t->len);
	yaml_parser_set_encoding(&j->parser, YAML_UTF8_ENCODING);
	if (json_event(j) == 0 && json_event(j) == 0 &&
	    (j->event.type != YAML_DOCUMENT_START_EVENT ||
	    !j->event.data.document_start.implicit))
		json_bad(j, &j->event.start_mark, "not JSON");
	if (j->bad[0] == '\0')
		return 0;
	json_close(j);
	return -1;
}

void
json_close(struct json *j)
{
	if (j->held)
		yaml_event_delete(&j->event);
	j->held = false;
	yaml_parser_delete(&j->parser);
}

/* A plain scalar is JSON's only as a number, true, false or null. */
static bool
json_is_number(const char *s, size_t n)
{
	size_t	i = 0, digits;

	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0')
		i++;
	else {
		for (digits = 0; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
		if (digits == 0)
			return false;
	}
	if (i < n && s[i] == '.') {
		for (digits = 0, i++; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
		if (digits == 0)
			return false;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (digits = 0; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
		if (digits == 0)
			return false;
	}
	return i == n;
}

static int
json_scalar(struct json *j, struct json_token *tok)
{
	const yaml_event_t	*e = &j->event;
	const char		*s = (const char *)e->data.scalar.value;
	size_t			 n = e->data.scalar.length;

	tok->text = s;
	tok->len = n;
	if (e->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE) {
		tok->type = JSON_STRING;
		return 0;
	}
	if (e->data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
		return json_bad(j, &e->start_mark, "not JSON");
	if (n == 4 && memcmp(s, "true", 4) == 0)
		tok->type = JSON_TRUE;
	else if (n == 5 && memcmp(s, "false", 5) == 0)
		tok->type = JSON_FALSE;
	else if (n == 4 && memcmp(s, "null", 4) == 0)
		tok->type = JSON_NULL;
	else if (json_is_number(s, n))
		tok->type = JSON_NUMBER;
	else if (n == 0)
		return json_bad(j, &e->start_mark, "a value is missing");
	else
		return json_bad(j, &e->start_mark, "'%.*s%s' is not a JSON "
		    "value", n > 24 ? 24 : (int)n, s, n > 24 ? "..." : "");
	return 0;
}

/*
 * The next token: a value (a scalar, or the start of an object or array)
 * or the end of the innermost one; -1 with j->bad set on what is not
 * JSON.  After the top value's end the stream must end.
 */
int
json_next(struct json *j, struct json_token *tok)
{
	const yaml_event_t	*e = &j->event;

	if (json_event(j) < 0)
		return -1;
	memset(tok, 0, sizeof *tok);
	tok->mark_line = e->start_mark.line;
	tok->mark_col = e->start_mark.column;
	switch (e->type) {
	case YAML_MAPPING_START_EVENT:
		if (e->data.mapping_start.anchor != NULL ||
		    e->data.mapping_start.tag != NULL)
			return json_bad(j, &e->start_mark, "not JSON");
		tok->type = JSON_OBJECT;
		return 0;
	case YAML_SEQUENCE_START_EVENT:
		if (e->data.sequence_start.anchor != NULL ||
		    e->data.sequence_start.tag != NULL)
			return json_bad(j, &e->start_mark, "not JSON");
		tok->type = JSON_ARRAY;
		return 0;
	case YAML_MAPPING_END_EVENT:
	case YAML_SEQUENCE_END_EVENT:
		tok->type = JSON_END;
		return 0;
	case YAML_SCALAR_EVENT:
		if (e->data.scalar.anchor != NULL ||
		    e->data.scalar.tag != NULL)
			return json_bad(j, &e->start_mark, "not JSON");
		return json_scalar(j, tok);
	default:
		break;
	}
	return json_bad(j, &e->start_mark, "not JSON");
}

/*
 * A number token as a whole number from lo to hi: false when it is none
 * (a fraction, an exponent, out of the range).
 */
bool
json_integer(const struct json_token *tok, long lo, long hi, long *v)
{
	size_t	i = 0;
	bool	minus = false;
	long	n = 0;

	if (tok->type != JSON_NUMBER)
		return false;
	if (tok->len > 0 && tok->text[0] == '-') {
		minus = true;
		i++;
	}
	if (i == tok->len)
		return false;
	for (; i < tok->len; i++) {
		if (tok->text[i] < '0' || tok->text[i] > '9')
			return false;
		if (n > 100000000L)
			return false;
		n = n * 10 + (tok->text[i] - '0');
	}
	if (minus)
		n = -n;
	*v = n;
	return n >= lo && n <= hi;
}
