/*
 * One file a puzzle (outset.h).  The pattern holds one number, %d, with
 * a width (%3d) and zeros to fill it (%03d) if wanted; %% is a percent
 * sign.  A file's number is its puzzle's place in the run, from 1 (a
 * puzzle that could not be read keeps its number and gets no file);
 * generate's are numbered by their index in the seed's run, from 1, so
 * that runs cut by --skip name their files as the whole run would.
 *
 * A format that writes one puzzle a file without a pattern (-o FILE, or
 * standard output) writes the run's first puzzle; a second one is
 * refused, its message saying how to name the files, and ends the run.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmd.h"
#include "output/outset.h"
#include "output/result.h"

/*
 * The conversion at *p ("%d", "%03d"): its length, with *zeros and
 * *width set; 0 when it is not one.  A width past OUTSET_WIDTH_MAX stops
 * growing there, and outset_check refuses it: a name has room for that
 * many digits and no more.
 */
static size_t
outset_conversion(const char *p, bool *zeros, int *width)
{
	size_t	i = 1;

	*zeros = p[i] == '0';
	if (*zeros)
		i++;
	*width = 0;
	for (; p[i] >= '0' && p[i] <= '9'; i++)
		if (*width <= OUTSET_WIDTH_MAX)
			*width = *width * 10 + (p[i] - '0');
	return p[i] == 'd' ? i + 1 : 0;
}

/* Whether -o names files by a pattern: a % that is not %%. */
bool
outset_is_pattern(const char *path)
{
	for (; path != NULL && *path != '\0'; path++)
		if (*path == '%' && *++path != '%')
			return true;
	return false;
}

/*
 * The one file of a name with no number in it, its %% a percent sign as
 * in a pattern ("100%%.svg" is 100%.svg), malloc'd; NULL when out of
 * memory.
 */
char *
outset_plain_name(const char *name)
{
	char	*plain = malloc(strlen(name) + 1), *at = plain;

	if (plain == NULL)
		return NULL;
	for (; *name != '\0'; name++) {
		*at++ = *name;
		if (name[0] == '%' && name[1] == '%')
			name++;
	}
	*at = '\0';
	return plain;
}

/* One number, nothing else after a %: 0, or -1 with d saying what. */
int
outset_check(const char *pattern, struct diag *d)
{
	const char	*p;
	bool		 zeros;
	int		 width, numbers = 0;
	size_t		 len;

	for (p = pattern; *p != '\0'; p++) {
		if (*p != '%')
			continue;
		if (p[1] == '%') {
			p++;
			continue;
		}
		if ((len = outset_conversion(p, &zeros, &width)) == 0) {
			diag_set(d, NULL, 0, 0, "--output '%s': a pattern has "
			    "%%d (or %%03d) for the puzzle's number, and %%%% "
			    "for a percent sign, not '%.2s'", pattern, p);
			return -1;
		}
		if (width > OUTSET_WIDTH_MAX) {
			diag_set(d, NULL, 0, 0, "--output '%s': '%.*s' is too "
			    "wide: a number fills %d places at most", pattern,
			    (int)len, p, OUTSET_WIDTH_MAX);
			return -1;
		}
		numbers++;
		p += len - 1;
	}
	if (numbers != 1) {
		diag_set(d, NULL, 0, 0, "--output '%s': a pattern has one %%d "
		    "for the puzzle's number", pattern);
		return -1;
	}
	return 0;
}

/* The pattern's name for number n, malloc'd; NULL when out of memory. */
static char *
outset_name(const char *pattern, unsigned long n)
{
	char	*name = malloc(strlen(pattern) + OUTSET_NAME_EXTRA), *at;
	bool	 zeros;
	int	 width;
	size_t	 len;

	if ((at = name) == NULL)
		return NULL;
	while (*pattern != '\0') {
		if (*pattern != '%') {
			*at++ = *pattern++;
			continue;
		}
		if (pattern[1] == '%') {
			*at++ = '%';
			pattern += 2;
			continue;
		}
		len = outset_conversion(pattern, &zeros, &width);
		at += sprintf(at, zeros ? "%0*lu" : "%*lu", width, n);
		pattern += len;
	}
	*at = '\0';
	return name;
}

/*
 * The name of a file that failed, kept until the end of the run: the diag
 * that reports it only points at it (diag.h).
 */
static void
outset_keep_failed(struct outset *set, char *name)
{
	free(set->failed);
	set->failed = name;
}

/* The file of number n opened, and out writing to it. */
static int
outset_open(struct outset *set, unsigned long n, struct output *out,
    struct diag *d)
{
	struct outset_file	*f, *grown;
	size_t			 cap;

	if (set->nfiles == set->cap) {
		cap = set->cap == 0 ? 16 : 2 * set->cap;
		if ((grown = realloc(set->files, cap * sizeof *grown)) ==
		    NULL) {
			diag_no_memory(d, NULL, 0);
			return -1;
		}
		set->files = grown;
		set->cap = cap;
	}
	f = &set->files[set->nfiles];
	if ((f->name = outset_name(set->pattern, n)) == NULL) {
		diag_no_memory(d, NULL, 0);
		return -1;
	}
	if (outfile_open(&f->file, f->name, d) < 0) {
		outset_keep_failed(set, f->name);
		return -1;
	}
	set->nfiles++;
	output_init(out, f->file.fd, f->name);
	return 0;
}

/* The file written: flushed, closed, and kept for the end of the run. */
static int
outset_park(struct outset *set, struct output *out, struct diag *d)
{
	struct outset_file	*f = &set->files[set->nfiles - 1];

	output_flush(out);
	if (out->error != 0) {
		diag_set(d, f->name, 0, 0, "write error: %s",
		    strerror(out->error));
		outfile_discard(&f->file);
		outset_keep_failed(set, f->name);
		set->nfiles--;
		return -1;
	}
	if (outfile_park(&f->file, f->name, d) != 0) {
		outset_keep_failed(set, f->name);
		set->nfiles--;
		return -1;
	}
	return 0;
}

/*
 * Writes r: to out as it is, or with a pattern to the file of number n,
 * out pointed at it for the time.  0, or the exit status with d saying
 * why the run ends here: EXIT_SYSTEM when the file could not be made or
 * written, EXIT_BAD_INPUT for a second puzzle with no pattern.
 */
int
outset_write(struct outset *set, struct output *out, const struct result *r,
    const struct run_options *opts, unsigned long n, struct diag *d)
{
	const struct format	*format = opts->format;

	if (!format->one_per_file) {
		format->write(out, r, opts);
		return 0;
	}
	if (set->pattern == NULL) {
		if (set->puzzles++ == 0) {
			format->write(out, r, opts);
			return 0;
		}
		diag_set(d, r->puzzle->file, r->puzzle->line, 0, "-t %s "
		    "writes one puzzle a file, and this is another: name "
		    "the files with a pattern, -o 'page-%%03d.%s'",
		    format->name, format->name);
		return EXIT_BAD_INPUT;
	}
	if (r->unread)
		return 0;	/* its number, and no file */
	if (outset_open(set, n, out, d) < 0)
		return EXIT_SYSTEM;
	format->write(out, r, opts);
	return outset_park(set, out, d) < 0 ? EXIT_SYSTEM : 0;
}

/*
 * The end of the run: every file put in place when keep, else all
 * discarded.  A file that cannot be put in place is reported, and the
 * others still are.  True when anything failed.
 */
bool
outset_close(struct outset *set, bool keep)
{
	struct diag	d;
	bool		failed = false;

	for (size_t i = 0; i < set->nfiles; i++) {
		struct outset_file *f = &set->files[i];

		if (!keep)
			outfile_discard(&f->file);
		else if (outfile_commit(&f->file, f->name, &d) != 0) {
			diag_print(&d, stderr);
			failed = true;
		}
		free(f->name);
	}
	free(set->files);
	set->files = NULL;
	outset_keep_failed(set, NULL);
	set->nfiles = set->cap = 0;
	return failed;
}
