/*
 * The engine alone, in-process: every puzzle of a file of 81-character
 * lines is loaded first, then solved (first solution) and counted to two,
 * timed apart from any reading or writing.  These are the figures to set
 * beside another solver's in-process benchmark; make bench also times the
 * whole command.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/clock.h"
#include "engine/engine.h"

static size_t
load(FILE *f, struct grid **out)
{
	char		 line[256];
	struct grid	*all = NULL, *grown;
	size_t		 n = 0, cap = 0;
	int		 i;

	while (fgets(line, sizeof line, f) != NULL) {
		if (strlen(line) < GRID_CELLS || line[0] == '#')
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			if ((grown = realloc(all, cap * sizeof *all)) == NULL)
				break;
			all = grown;
		}
		for (i = 0; i < GRID_CELLS; i++)
			all[n].cell[i] = line[i] >= '1' && line[i] <= '9' ?
			    (uint8_t)(line[i] - '0') : 0;
		n++;
	}
	*out = all;
	return n;
}

/* Runs the set until at least min_seconds have passed; puzzles/second. */
static double
measure(const struct grid *all, size_t n, count_t limit, double min_seconds,
    uint64_t *guesses)
{
	struct engine_query	q = { .limit = limit };
	struct engine_answer	a;
	double			start = clock_seconds(), took;
	size_t			i, done = 0;

	*guesses = 0;
	do {
		for (i = 0; i < n; i++) {
			q.givens = &all[i];
			engine_bitboard_solve(&q, &a);
			*guesses += a.guesses;
		}
		done += n;
		took = clock_seconds() - start;
	} while (took < min_seconds);
	*guesses /= done;
	return (double)done / took;
}

int
main(int argc, char **argv)
{
	struct grid	*all;
	FILE		*f;
	size_t		 n;
	double		 rate, seconds = argc > 2 ? atof(argv[2]) : 1.0;
	uint64_t	 guesses;
	static const struct { const char *name; count_t limit; } runs[] = {
		{ "engine-solve", 1 }, { "engine-count-2", 2 },
	};
	size_t		 r;

	if (argc < 2 || (f = fopen(argv[1], "r")) == NULL) {
		fprintf(stderr, "usage: engine-bench FILE [SECONDS]\n");
		return 2;
	}
	n = load(f, &all);
	fclose(f);
	if (n == 0)
		return 2;
	for (r = 0; r < sizeof runs / sizeof runs[0]; r++) {
		rate = measure(all, n, runs[r].limit, seconds, &guesses);
		printf("%s %zu %.0f %.2f %llu\n", runs[r].name, n, rate,
		    1e6 / rate, (unsigned long long)guesses);
	}
	free(all);
	return 0;
}
