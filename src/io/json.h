/*
 * Strict JSON, read through libyaml's event parser.  YAML's flow style is
 * a superset of JSON, so libyaml reads every JSON text; what JSON does not
 * allow (comments, single quotes, unquoted words, anchors, a comma before
 * a closing bracket, escapes JSON lacks) is refused by a scan of the text
 * before libyaml sees it, and by a look at each event after.  The scan
 * also finds where a value spread over lines ends, so a file can hold
 * values one after another, and bounds their nesting and size.
 *
 * Positions are the file's: the line where the text began plus libyaml's
 * line, and the column in bytes from 1, as every message gives them.
 */
#ifndef SUDOKU_JSON_H
#define SUDOKU_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <yaml.h>

#define JSON_DEPTH_MAX	32		/* objects and arrays within others */
#define JSON_TEXT_MAX	(4UL << 20)	/* bytes of one value */
#define JSON_WHY_MAX	160

/*
 * The text of one value, gathered line by line: the lines joined with
 * LF, tabs between tokens made spaces (libyaml's own rules for tabs are
 * not JSON's), \u escapes of surrogates made the bytes of the character.
 */
struct json_text {
	char		*text;
	size_t		 len;
	size_t		 cap;
	unsigned long	 first_line;	/* of the file, where the value starts */
	unsigned long	 last_line;
	long		 depth;		/* brackets open */
	uint64_t	 objects;	/* bit d: the bracket open at depth d + 1
					   is a '{' */
	bool		 closed;	/* the value has ended */
	bool		 comma;		/* the last token was a ',' ... */
	unsigned long	 comma_line;	/* ... here */
	size_t		 comma_col;
	/* the first thing that is not JSON, 0 for none */
	unsigned long	 bad_line;
	size_t		 bad_col;
	char		 bad[JSON_WHY_MAX];
};

/* The kinds of token json_next gives. */
enum json_type {
	JSON_OBJECT,		/* an object starts */
	JSON_ARRAY,		/* an array starts */
	JSON_END,		/* the innermost object or array ends */
	JSON_STRING,
	JSON_NUMBER,
	JSON_TRUE,
	JSON_FALSE,
	JSON_NULL
};

struct json_token {
	enum json_type	 type;
	const char	*text;		/* a string's or number's bytes, valid
					   until the next json_next */
	size_t		 len;
	size_t		 mark_line;	/* libyaml's: line from 0 in the text, */
	size_t		 mark_col;	/* column in characters from 0 */
};

struct json {
	yaml_parser_t		 parser;
	yaml_event_t		 event;
	bool			 held;		/* event is to be deleted */
	const struct json_text	*text;
	/* the problem, when a call returned -1 */
	size_t			 bad_mark_line;
	size_t			 bad_mark_col;
	char			 bad[JSON_WHY_MAX];
	bool			 no_memory;
};

/* json.c */
void	json_text_init(struct json_text *);
void	json_text_free(struct json_text *);
void	json_text_start(struct json_text *, unsigned long);
int	json_text_line(struct json_text *, const char *, size_t,
	    unsigned long);
int	json_open(struct json *, const struct json_text *);
void	json_close(struct json *);
int	json_next(struct json *, struct json_token *);
void	json_where(const struct json_text *, size_t, size_t,
	    unsigned long *, unsigned long *);
bool	json_integer(const struct json_token *, long, long, long *);

#endif
