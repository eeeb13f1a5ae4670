/*
 * The general engine alone, in-process, on files of boards of any size:
 * for each file, how many boards, and the median and worst time of a count
 * to two (the proof that a solution is unique), with the decisions taken.
 * Times are processor time, so that other work on the machine counts less.
 *
 *   general-bench [-1pvx] [-l LIMIT] [-s DIR] [-t SECONDS] FILE...
 *     -1        first solution only (limit 1)
 *     -L        the learning engine alone (engine-learn.c)
 *     -l LIMIT  count to LIMIT instead of 2
 *     -p        progress now and then on stderr
 *     -t SECONDS  give up on a board after this long (counted as
 *               interrupted, its time as the limit)
 *     -x        the lexicographically smallest solution
 *     -v        a line per board
 *     -s DIR    solve nothing: write each board of each FILE to
 *               DIR/NAME.K.txt (NAME the file's name without .txt, K from
 *               0), N rows of N numbers, `.` blank, for the benchmark to
 *               give one board at a time to each program it times
 *
 * Its readers are small stand-ins for the notations still to come, one per
 * format of the shared data set of other sizes (../shared/data/sizes):
 *  - a line of N * N symbols, `1`-`9`, then `A`-`Z` for 10 on, `.` or `0`
 *    blank, one board per line;
 *  - N rows of N numbers separated by spaces, `.` or `0` blank, `#` to the
 *    end of a line a comment, blank lines between boards;
 *  - rows of hexadecimal symbols `0`-`F` (1 to 16) in groups, `*` blank,
 *    blank lines between bands: a file with a `*` in it.
 */
#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/engine-general.h"

struct boards {
	struct board	*all;
	size_t		 n, cap;
	size_t		 skipped;		/* side past 64, or no shape */
};

static volatile sig_atomic_t	timed_out;

static void
on_alarm(int sig)
{
	(void)sig;
	timed_out = 1;
}

static double
cpu_ms(void)
{
	struct timespec	t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static struct board *
boards_add(struct boards *b, int side)
{
	struct shape	 s;
	struct board	*grown;

	if (!board_shape_for_side(&s, side)) {
		b->skipped++;
		return NULL;
	}
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 64;
		if ((grown = realloc(b->all, b->cap * sizeof *grown)) == NULL) {
			perror("general-bench");
			exit(3);
		}
		b->all = grown;
	}
	board_init(&b->all[b->n], &s);
	return &b->all[b->n++];
}

static int
symbol_of(int ch)
{
	if (ch >= '1' && ch <= '9')
		return ch - '0';
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A' + 10;
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 10;
	return 0;
}

static int
isqrt(size_t n)
{
	int	r = 0;

	while ((size_t)(r + 1) * (size_t)(r + 1) <= n)
		r++;
	return (size_t)r * (size_t)r == n ? r : -1;
}

/* A line of N * N symbols. */
static void
read_line_board(struct boards *b, const char *line, size_t len)
{
	struct board	*bd;
	int		 side = isqrt(len);
	size_t		 i;

	if (side < 1 || side > 400)
		return;
	if ((bd = boards_add(b, side)) == NULL)
		return;
	for (i = 0; i < len; i++)
		bd->cell[i] = (uint8_t)symbol_of((unsigned char)line[i]);
}

/* The numbers of a row into row[], `.` as 0; how many. */
static int
split_numbers(char *line, int *row, int max)
{
	char	*p = line, *end;
	int	 n = 0;
	long	 v;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0' || *p == '\n' || *p == '#')
			return n;
		if (*p == '.') {
			v = 0;
			p++;
		} else {
			v = strtol(p, &end, 10);
			if (end == p)
				return n;
			p = end;
		}
		if (n < max)
			row[n] = (int)v;
		n++;
	}
}

/* Rows of numbers, or of hexadecimal groups with `*` blanks. */
static void
read_rows(struct boards *b, FILE *f, bool hex)
{
	static int	 row[512];
	char		 line[8192];
	struct board	*bd = NULL;
	int		 side = 0, r = 0, n, i;
	char		*p;

	while (fgets(line, sizeof line, f) != NULL) {
		if (hex) {
			for (n = 0, p = line; *p != '\0'; p++)
				if (*p == '*')
					row[n++] = 0;
				else if (isxdigit((unsigned char)*p))
					row[n++] = (*p >= '0' && *p <= '9' ?
					    *p - '0' : toupper(*p) - 'A' + 10) + 1;
		} else
			n = split_numbers(line, row, 512);
		if (n == 0)
			continue;	/* blank lines and comments */
		if (r == 0) {
			side = n;
			bd = side <= BOARD_MAX_SIDE ? boards_add(b, side) :
			    (b->skipped++, NULL);
		}
		if (bd != NULL && n == side)
			for (i = 0; i < side; i++)
				bd->cell[r * side + i] = (uint8_t)(row[i] < 0 ||
				    row[i] > side ? 0 : row[i]);
		if (++r == side)
			r = 0;
	}
}

static void
read_file(struct boards *b, const char *path)
{
	char	 line[8192];
	FILE	*f;
	size_t	 len;
	bool	 star = false, spaced = false;

	if ((f = fopen(path, "r")) == NULL) {
		perror(path);
		exit(2);
	}
	while (fgets(line, sizeof line, f) != NULL) {
		star |= strchr(line, '*') != NULL;
		len = strcspn(line, "\r\n");
		spaced |= len > 0 && memchr(line, ' ', len) != NULL;
	}
	rewind(f);
	if (star || spaced)
		read_rows(b, f, star);
	else
		while (fgets(line, sizeof line, f) != NULL)
			if ((len = strcspn(line, "\r\n")) > 0 && line[0] != '#')
				read_line_board(b, line, len);
	fclose(f);
}

static const char *
base_name(const char *path)
{
	const char	*slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* -s: each board in a file of its own. */
static int
split_boards(const struct boards *b, const char *path, const char *dir)
{
	char		 name[4096];
	const char	*base = base_name(path);
	int		 len = (int)strlen(base), r, c, side;
	size_t		 i;
	FILE		*f;

	if (len > 4 && strcmp(base + len - 4, ".txt") == 0)
		len -= 4;
	for (i = 0; i < b->n; i++) {
		snprintf(name, sizeof name, "%s/%.*s.%zu.txt", dir, len, base,
		    i);
		if ((f = fopen(name, "w")) == NULL) {
			perror(name);
			return 3;
		}
		side = b->all[i].shape.side;
		for (r = 0; r < side; r++)
			for (c = 0; c < side; c++) {
				if (b->all[i].cell[r * side + c] == 0)
					fputs(".", f);
				else
					fprintf(f, "%d",
					    b->all[i].cell[r * side + c]);
				fputc(c + 1 < side ? ' ' : '\n', f);
			}
		if (fclose(f) != 0) {
			perror(name);
			return 3;
		}
	}
	return 0;
}

/* -p: the count and decisions so far, now and then, on stderr. */
static void
progress(void *ctx, count_t count)
{
	const struct general_answer	*a = ctx;

	fprintf(stderr, "  ... %llu found, %llu guesses, %.0f ms\n",
	    (unsigned long long)count, (unsigned long long)a->guesses,
	    cpu_ms());
}

static int
by_value(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	struct general_query	 q = { .limit = 2 };
	struct general_answer	*a;
	struct boards		 b;
	struct sigaction	 sa;
	double			*ms, start, total;
	uint64_t		 guesses, worst_guesses;
	size_t			 i, counts[3], interrupted;
	int			 ch, file, limit_s = 0, rc;
	const char		*split = NULL;
	bool			 lexmin = false, learn = false, verbose = false;
	bool			 bad;

	if ((a = malloc(sizeof *a)) == NULL)
		return 3;
	while ((ch = getopt(argc, argv, "1Ll:ps:t:vx")) != -1)
		switch (ch) {
		case 't':
			limit_s = atoi(optarg);
			memset(&sa, 0, sizeof sa);
			sa.sa_handler = on_alarm;
			sigaction(SIGALRM, &sa, NULL);
			q.interrupt = &timed_out;
			break;
		case 'p':
			q.progress = progress;
			q.progress_ctx = a;
			break;
		case '1':
			q.limit = 1;
			break;
		case 'l':
			q.limit = (count_t)strtoull(optarg, NULL, 10);
			break;
		case 'v':
			verbose = true;
			break;
		case 's':
			split = optarg;
			break;
		case 'x':
			lexmin = true;
			break;
		case 'L':
			learn = true;
			break;
		default:
			fprintf(stderr, "usage: general-bench [-1Lpvx] [-l LIMIT]"
			    " [-s DIR] [-t SECONDS] FILE...\n");
			return 2;
		}
	if (split != NULL) {
		for (rc = 0, file = optind; file < argc && rc == 0; file++) {
			memset(&b, 0, sizeof b);
			read_file(&b, argv[file]);
			rc = split_boards(&b, argv[file], split);
			free(b.all);
		}
		free(a);
		return rc;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("%-28s %6s %5s %10s %10s %10s %10s %s\n", "file", "boards",
	    "side", "median ms", "worst ms", "total ms", "guesses", "counts");
	for (file = optind; file < argc; file++) {
		memset(&b, 0, sizeof b);
		read_file(&b, argv[file]);
		if (b.n == 0) {
			printf("%-28s no boards of side <= 64 (%zu skipped)\n",
			    strrchr(argv[file], '/') ? strrchr(argv[file], '/')
			    + 1 : argv[file], b.skipped);
			continue;
		}
		ms = calloc(b.n, sizeof *ms);
		guesses = worst_guesses = 0;
		memset(counts, 0, sizeof counts);
		bad = false;
		interrupted = 0;
		for (i = 0; i < b.n; i++) {
			q.givens = &b.all[i];
			timed_out = 0;
			alarm((unsigned)limit_s);
			start = cpu_ms();
			if (lexmin)
				engine_general_lexmin(&q, a);
			else if (learn)
				engine_learn_solve(&q, a);
			else
				engine_general_solve(&q, a);
			ms[i] = cpu_ms() - start;
			alarm(0);
			interrupted += a->interrupted;
			guesses += a->guesses;
			if (a->guesses > worst_guesses)
				worst_guesses = a->guesses;
			counts[a->count > 2 ? 2 : (int)a->count]++;
			if (a->count > 0 &&
			    !board_is_solution(&b.all[i], &a->solution))
				bad = true;
			if (verbose)
				printf("  board %zu: %.3f ms, %llu guesses, "
				    "count %d%s\n", i + 1, ms[i],
				    (unsigned long long)a->guesses,
				    (int)a->count, a->interrupted ?
				    " (interrupted)" : "");
		}
		for (total = 0, i = 0; i < b.n; i++)
			total += ms[i];
		qsort(ms, b.n, sizeof *ms, by_value);
		printf("%-28s %6zu %5d %10.3f %10.3f %10.1f %10.1f "
		    "0:%zu 1:%zu 2+:%zu%s%s\n",
		    strrchr(argv[file], '/') ? strrchr(argv[file], '/') + 1 :
		    argv[file], b.n, b.all[0].shape.side,
		    b.n % 2 ? ms[b.n / 2] : (ms[b.n / 2 - 1] + ms[b.n / 2]) / 2,
		    ms[b.n - 1], total, (double)guesses / (double)b.n,
		    counts[0], counts[1], counts[2],
		    interrupted ? " (some interrupted)" : "",
		    bad ? " WRONG SOLUTION" : "");
		free(ms);
		free(b.all);
	}
	free(a);
	return 0;
}
