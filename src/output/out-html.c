/*
 * html: a whole batch as one page to read and to print, self-contained
 * (no network, no fonts of its own, no script needed to read it): each
 * puzzle's picture (svg.h) inline with a caption, --per-page of them in
 * a grid on each printed page, page breaks for A4 and Letter alike.
 * With solve --book or generate --solution, a puzzle book: the puzzles
 * first, their solutions after them, written as the run goes into a
 * temporary file (the output's spool) and copied at the end, so memory
 * stays the same whatever the size of the batch.
 *
 * explain draws each step on its candidate grid, two to a row, with the
 * step's text under it; each puzzle starts a page.  Links take a step to
 * the next and the one before, and a small script moves between steps
 * with the keyboard (j and k, n and p, the left and right arrows); the
 * page shows and prints every step without it.
 *
 * The page is XHTML as well as HTML: every element closed, the script's
 * text in CDATA, so an XML parser reads it as a browser does.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "generate/generate.h"
#include "human/hgrid.h"
#include "output/markup.h"
#include "output/picture.h"
#include "output/result.h"
#include "output/svg.h"

#define HTML_PER_PAGE		6
/* what a page holds on A4 (273 mm) and on Letter (255 mm) */
#define HTML_PAGE_HEIGHT	250
/* the Solutions heading over a book's first page of them: 13 pt, 4 mm */
#define HTML_HEADING		10
#define HTML_GAP		6
#define HTML_LINE_MAX		1024
#define HTML_TITLE_MAX		512

static const char html_css[] =
    "@page{margin:12mm}\n"
    "html{font-family:\"DejaVu Sans\",\"Liberation Sans\",Arial,Helvetica,"
    "sans-serif;color:#000;background:#fff;"
    "-webkit-print-color-adjust:exact;print-color-adjust:exact}\n"
    "body{margin:0}\n"
    "main{margin:0 auto}\n"
    "h1,h2{font-size:13pt;font-weight:bold;margin:0 0 4mm}\n"
    ".page{display:grid;gap:%dmm;align-content:start}\n"
    ".page+.page,.solutions,.path+.path{break-before:page;"
    "page-break-before:always}\n"
    "figure{margin:0;break-inside:avoid;page-break-inside:avoid;"
    "text-align:center;min-width:0}\n"
    "figure svg{display:block;width:100%%;height:auto;margin:0 auto}\n"
    ".page figure{display:flex;flex-direction:column;height:%dmm;"
    "overflow:hidden}\n"
    ".page figure svg{flex:1 1 0;min-height:0}\n"
    ".page figure>p,.page figcaption{flex:none}\n"
    "figcaption{font-size:9pt;margin-top:1.5mm;line-height:1.3;"
    "overflow-wrap:anywhere}\n"
    ".number{font-weight:bold}\n"
    ".source,.missing{color:#555}\n"
    ".steps{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));"
    "gap:%dmm}\n"
    ".step figcaption,.steptext{text-align:left;font-size:9pt}\n"
    ".steptext{margin:1.5mm 0 0}\n"
    ".step svg{max-height:80mm}\n"
    ".nav{text-decoration:none;color:#1c5bbf;padding:0 1mm}\n"
    ".step.current{outline:2px solid #1c5bbf;outline-offset:1mm}\n"
    "@media screen{body{background:#e6e6e6}main{max-width:200mm}"
    ".page,.path{background:#fff;margin:6mm 0;padding:8mm;"
    "box-shadow:0 1px 4px rgba(0,0,0,.3)}}\n"
    "@media print{.nav{display:none}}\n";

/*
 * The keyboard for explain's steps: j, n or the right arrow to the next
 * step, k, p or the left arrow to the one before, Home and End.  The keys
 * go on from the step the reader is at however it was reached: the
 * page's address (page.html#p2-s5), a link followed, a step clicked.
 */
static const char html_script[] =
    "<script>//<![CDATA[\n"
    "(function () {\n"
    "\tvar steps = document.querySelectorAll('.step'), at = -1;\n"
    "\tfunction go(i) {\n"
    "\t\tif (i < 0 || i >= steps.length) return;\n"
    "\t\tif (at >= 0) steps[at].classList.remove('current');\n"
    "\t\tat = i;\n"
    "\t\tsteps[at].classList.add('current');\n"
    "\t\tsteps[at].focus();\n"
    "\t\tsteps[at].scrollIntoView({block: 'center'});\n"
    "\t}\n"
    "\tfunction reach(el) {\n"
    "\t\tvar i = Array.prototype.indexOf.call(steps,\n"
    "\t\t    el && el.closest ? el.closest('.step') : null);\n"
    "\t\tif (i >= 0 && i !== at) go(i);\n"
    "\t}\n"
    "\tfunction named() {\n"
    "\t\treach(document.getElementById(location.hash.slice(1)));\n"
    "\t}\n"
    "\twindow.addEventListener('hashchange', named);\n"
    "\tdocument.addEventListener('focusin', function (e) {\n"
    "\t\treach(e.target);\n"
    "\t});\n"
    "\tdocument.addEventListener('keydown', function (e) {\n"
    "\t\tif (e.altKey || e.ctrlKey || e.metaKey) return;\n"
    "\t\tvar k = e.key;\n"
    "\t\tif (k === 'j' || k === 'n' || k === 'ArrowRight') go(at + 1);\n"
    "\t\telse if (k === 'k' || k === 'p' || k === 'ArrowLeft')"
    " go(at < 0 ? 0 : at - 1);\n"
    "\t\telse if (k === 'Home') go(0);\n"
    "\t\telse if (k === 'End') go(steps.length - 1);\n"
    "\t\telse return;\n"
    "\t\te.preventDefault();\n"
    "\t});\n"
    "\tif (location.hash) named();\n"
    "})();\n"
    "//]]></script>\n";

static int
html_per_page(const struct run_options *opts)
{
	return opts->per_page > 0 ? opts->per_page : HTML_PER_PAGE;
}

/* Columns of a page: as many as rows or one fewer, for a tall page. */
static int
html_columns(int per_page)
{
	int	c = 1;

	while ((c + 1) * (c + 1) <= per_page)
		c++;
	return c;
}

static bool
html_is_book(const struct run_options *opts)
{
	return opts->book || opts->with_solution;
}

static void
html_begin(struct output *out, const struct run_options *opts)
{
	int	per_page = html_per_page(opts), columns = html_columns(per_page);
	int	rows = (per_page + columns - 1) / columns;
	int	height = HTML_PAGE_HEIGHT - (html_is_book(opts) ?
		    HTML_HEADING : 0) - (rows - 1) * HTML_GAP;
	char	css[sizeof html_css + 64];

	/* a page counts its own puzzles (generate --skip starts at 1) */
	out->records = 0;
	output_puts(out, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/"
	    "1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\"/>\n<title>Sudoku</title>\n<style>\n");
	/* a figure's height is fixed, and its picture takes what its
	   caption leaves: however long the caption or a hint's line, a page
	   holds per_page figures */
	snprintf(css, sizeof css, html_css, HTML_GAP, height / rows, HTML_GAP);
	output_puts(out, css);
	markup_printf(out, ".page{grid-template-columns:repeat(%d,"
	    "minmax(0,1fr))}\n", columns);
	svg_style(out);
	output_puts(out, "</style>\n</head>\n<body>\n<main>\n");
	if (html_is_book(opts))
		output_spool_open(out);
}

/* A new page every per_page figures, in out or in its spool. */
static void
html_page(struct output *to, const struct run_options *opts)
{
	if (to->records % (unsigned long)html_per_page(opts) != 0)
		return;
	if (to->records > 0)
		output_puts(to, "</section>\n");
	output_puts(to, "<section class=\"page\">\n");
}

/* The puzzle's number in the page: a generated one's in its run. */
static unsigned long
html_number(const struct output *out, const struct result *r)
{
	if (r->status == RESULT_GENERATED)
		return (unsigned long)r->generated->index + 1;
	return out->records + 1;
}

/*
 * A line's comment, the title of a notation that has titles, or where the
 * puzzle is: "puzzles.txt:12".
 */
static void
html_source(struct output *out, const struct result *r)
{
	const struct puzzle	*p = r->puzzle;
	char			 title[HTML_TITLE_MAX];
	size_t			 i = 0, len;

	/* a generated puzzle's text is what made it, not a comment */
	if (r->status == RESULT_GENERATED)
		return;
	if (p->notation == &notation_line && !r->unread) {
		while (i < p->text_len && (p->text[i] == ' ' ||
		    p->text[i] == '\t'))
			i++;
		if (i < p->text_len) {
			output_puts(out, " <span class=\"title\">");
			markup_text(out, p->text + i, p->text_len - i);
			output_puts(out, "</span>");
			return;
		}
	}
	if (!r->unread && p->notation != NULL && p->notation->title != NULL &&
	    (len = p->notation->title(p, title, sizeof title)) > 0) {
		output_puts(out, " <span class=\"title\">");
		markup_text(out, title, len);
		output_puts(out, "</span>");
		return;
	}
	output_puts(out, " <span class=\"source\">");
	markup_puts(out, p->file);
	markup_printf(out, ":%lu</span>", p->line);
}

/* What the command found, as captions say it; NULL: nothing to say. */
static const char *
html_outcome(const struct result *r, const struct run_options *opts,
    char *text, size_t size)
{
	char	count[COUNT_DIGITS], er[16];

	switch (r->status) {
	case RESULT_COUNTED:
		count[count_format(r->count, count)] = '\0';
		snprintf(text, size, "%s%s solution%s", r->count_complete ?
		    "" : "at least ", count, r->count == 1 ? "" : "s");
		return text;
	case RESULT_VALID:
		return "valid";
	case RESULT_RATED:
		rate_describe(&r->rating, text, size);
		return text;
	case RESULT_GENERATED:
		if (!r->generated->rated)
			return NULL;
		rate_format(r->generated->er, er);
		snprintf(text, size, "ER %s", er);
		return text;
	case RESULT_NOT_VALID:
		snprintf(text, size, "invalid: %s", r->why.message);
		return text;
	case RESULT_UNSOLVABLE:
	case RESULT_INVALID:
		return r->why.message;
	case RESULT_EXPLAINED:
		if (opts->mode == MODE_HINT)
			return NULL;
		snprintf(text, size, "%d step%s%s", r->path.nsteps,
		    r->path.nsteps == 1 ? "" : "s", r->path.stuck ?
		    ", stuck" : "");
		return text;
	default:
		return NULL;
	}
}

/*
 * "12 comment · 7.1/1.2/1.2 Forcing Chain · 24 givens": the number, the
 * comment or the source, what the command found, the givens.
 */
static void
html_caption(struct output *out, const struct result *r,
    const struct run_options *opts, unsigned long number, bool solution)
{
	char		 text[DIAG_MESSAGE_MAX + 32];
	const char	*outcome = solution ? "solution" :
			    html_outcome(r, opts, text, sizeof text);

	markup_printf(out, "<figcaption><span class=\"number\">%lu</span>",
	    number);
	html_source(out, r);
	if (outcome != NULL) {
		output_puts(out, " \xc2\xb7 ");
		markup_puts(out, outcome);
	}
	if (!r->unread && !solution)
		markup_printf(out, " \xc2\xb7 %d given%s",
		    picture_givens(r->puzzle), picture_givens(r->puzzle) == 1 ?
		    "" : "s");
	output_puts(out, "</figcaption>\n");
}

/* hint: its step on the candidate grid, or the grid as it is. */
static void
html_hint(struct output *out, const struct result *r)
{
	const struct puzzle	*p = r->puzzle;
	struct hgrid		 h;
	struct step		 none;
	uint16_t		 cand[GRID_CELLS];

	if (p->notation == &notation_candidates)
		candidates_of_puzzle(p, cand);
	path_start(&h, &p->givens, p->notation == &notation_candidates ?
	    cand : NULL);
	if (r->path.nsteps > 0) {
		svg_write_step(out, &h, &p->givens, &r->path.steps[0], NULL,
		    false);
		return;
	}
	step_clear(&none, NULL, 0);
	svg_write_step(out, &h, &p->givens, &none, NULL, false);
}

/* The step's line under a hint's grid, or what is left to say. */
static void
html_hint_text(struct output *out, const struct result *r)
{
	char	line[HTML_LINE_MAX];

	output_puts(out, "<p class=\"steptext\">");
	if (r->path.nsteps > 0) {
		path_step_line(&r->path.steps[0], line, sizeof line);
		markup_puts(out, line);
	} else
		markup_puts(out, r->path.stuck ? "stuck: no technique applies" :
		    "solved");
	output_puts(out, "</p>\n");
}

/* One puzzle's figure, to out (or its spool, for a book's solution). */
static void
html_figure(struct output *to, const struct result *r,
    const struct run_options *opts, enum picture_what what,
    unsigned long number)
{
	struct picture	pic;
	char		title[PICTURE_CAPTION_MAX];

	html_page(to, opts);
	markup_printf(to, "<figure id=\"%s%lu\">\n", what == PICTURE_SOLUTION ?
	    "s" : "p", number);
	picture_caption(r, opts, title, sizeof title);
	if (r->unread || (what == PICTURE_SOLUTION &&
	    !picture_has_solution(r)))
		output_puts(to, "<p class=\"missing\">no picture</p>\n");
	else if (r->status == RESULT_EXPLAINED) {
		html_hint(to, r);
		html_hint_text(to, r);
	} else if (picture_init(&pic, r, opts, what) < 0)
		to->error = ENOMEM;
	else {
		svg_write_grid(to, &pic.grid, title, false);
		picture_free(&pic);
	}
	html_caption(to, r, opts, number, what == PICTURE_SOLUTION);
	output_puts(to, "</figure>\n");
	to->records++;
}

/* A link to step k of puzzle n, or none past the ends. */
static void
html_step_link(struct output *out, unsigned long n, int k, int steps,
    const char *arrow, const char *rel)
{
	if (k < 1 || k > steps)
		return;
	markup_printf(out, "<a class=\"nav\" rel=\"%s\" href=\"#p%lu-s%d\">"
	    "%s</a>", rel, n, k, arrow);
}

/* explain: the puzzle's heading, then each step on its grid. */
static void
html_path(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct puzzle	*p = r->puzzle;
	unsigned long		 n = out->records + 1;
	struct hgrid		 h;
	uint16_t		 cand[GRID_CELLS];
	char			 line[HTML_LINE_MAX], text[DIAG_MESSAGE_MAX + 32];
	const char		*outcome = html_outcome(r, opts, text,
				    sizeof text);
	int			 steps = r->path.nsteps;

	markup_printf(out, "<article class=\"path\" id=\"p%lu\">\n<h2>"
	    "<span class=\"number\">%lu</span>", n, n);
	html_source(out, r);
	if (outcome != NULL) {
		output_puts(out, " \xc2\xb7 ");
		markup_puts(out, outcome);
	}
	if (!r->unread)
		markup_printf(out, " \xc2\xb7 %d givens",
		    picture_givens(p));
	output_puts(out, "</h2>\n");
	out->records++;
	if (r->status != RESULT_EXPLAINED) {
		output_puts(out, "</article>\n");
		return;
	}
	if (p->notation == &notation_candidates)
		candidates_of_puzzle(p, cand);
	path_start(&h, &p->givens, p->notation == &notation_candidates ?
	    cand : NULL);
	output_puts(out, "<div class=\"steps\">\n");
	for (int k = 1; k <= steps; k++) {
		const struct step *s = &r->path.steps[k - 1];

		markup_printf(out, "<figure class=\"step\" id=\"p%lu-s%d\" "
		    "tabindex=\"-1\">\n", n, k);
		path_step_line(s, line, sizeof line);
		svg_write_step(out, &h, &p->givens, s, NULL, false);
		output_puts(out, "<figcaption>");
		html_step_link(out, n, k - 1, steps, "\xe2\x86\x90", "prev");
		markup_printf(out, "<span class=\"number\">%d</span> ", k);
		markup_puts(out, line);
		html_step_link(out, n, k + 1, steps, "\xe2\x86\x92", "next");
		output_puts(out, "</figcaption>\n</figure>\n");
		step_apply(s, &h);
	}
	output_puts(out, "</div>\n");
	if (r->path.stuck)
		output_puts(out, "<p>stuck: no technique applies</p>\n");
	else if (steps == 0)
		output_puts(out, "<p>solved</p>\n");
	output_puts(out, "</article>\n");
}

static void
html_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	unsigned long	n = html_number(out, r);

	if (opts->mode == MODE_EXPLAIN) {
		html_path(out, r, opts);
		return;
	}
	if (!html_is_book(opts)) {
		html_figure(out, r, opts, PICTURE_RESULT, n);
		return;
	}
	html_figure(out, r, opts, PICTURE_PUZZLE, n);
	if (out->spool != NULL)
		html_figure(out->spool, r, opts, PICTURE_SOLUTION, n);
}

static void
html_end(struct output *out, const struct run_options *opts)
{
	if (opts->mode != MODE_EXPLAIN && out->records > 0)
		output_puts(out, "</section>\n");
	if (out->spool != NULL && out->spool->records > 0) {
		output_puts(out, "<section class=\"solutions\">\n"
		    "<h1>Solutions</h1>\n");
		output_puts(out->spool, "</section>\n");
		output_spool_append(out);
		output_puts(out, "</section>\n");
	}
	output_puts(out, "</main>\n");
	if (opts->mode == MODE_EXPLAIN)
		output_puts(out, html_script);
	output_puts(out, "</body>\n</html>\n");
}

const struct format format_html = {
	"html", html_begin, html_write, html_end, false
};
