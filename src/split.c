/*
 * A long count shared among threads.  The search tree is cut near its
 * root: the empty cell with the fewest digits left is split into one part
 * per digit, and so on level by level, until there are enough parts to
 * keep every thread busy.  Each part is a grid of required digits (the
 * engine query's require), so the parts' solutions are disjoint, together
 * they are all the solutions, and any engine can count them.
 *
 * Worker threads take parts in order and count each with the engine; the
 * calling thread meanwhile watches the user's interrupt and reports
 * progress.  When the total reaches the limit, a stop flag of our own,
 * which the engines poll, ends every part early.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine.h"

#define PARTS_PER_THREAD	64
#define MAX_PARTS		8192
#define WATCH_NANOS		20000000L	/* 20 ms between looks */

struct split {
	engine_fn			*engine;
	const struct engine_query	*base;
	struct grid			*parts;
	int				 nparts;
	pthread_mutex_t			 lock;
	/* under lock */
	int				 next;		/* part to take next */
	int				 running;	/* workers not yet done */
	count_t				 total;		/* of finished parts */
	count_t				 partial;	/* of parts under way */
	uint64_t			 guesses;
	bool				 cut_short;	/* a part stopped early */
	int				 first_part;	/* with a solution */
	struct engine_answer		 first;
	/* polled by the engines, set under lock or by the watcher */
	volatile sig_atomic_t		 stop;
};

/*
 * Splits part at its emptiest cell, appending the children to out.
 * Returns how many were appended, or -1 if part has no empty cell left.
 */
static int
split_part(const struct grid *givens, const struct grid *part,
    struct grid *out)
{
	unsigned	digits, best_digits = 0;
	int		cell, best = -1, fewest = 10, n = 0, d;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (givens->cell[cell] != 0 || part->cell[cell] != 0)
			continue;
		digits = ~(grid_peer_digits(givens, cell) |
		    grid_peer_digits(part, cell)) & 0x3feu;
		if (__builtin_popcount(digits) < fewest) {
			fewest = __builtin_popcount(digits);
			best = cell;
			best_digits = digits;
		}
	}
	if (best < 0)
		return -1;
	for (d = 1; d <= 9; d++)
		if (best_digits & (1u << d)) {
			out[n] = *part;
			out[n].cell[best] = (uint8_t)d;
			n++;
		}
	return n;
}

/* Level by level, until there are enough parts or no cell left to split. */
static int
split_make_parts(const struct engine_query *base, int want,
    struct grid **parts_out)
{
	struct grid	*parts, *next, *swap;
	int		 n = 1, m, i, k;

	parts = malloc(MAX_PARTS * sizeof *parts);
	next = malloc(MAX_PARTS * sizeof *next);
	if (parts == NULL || next == NULL) {
		free(parts);
		free(next);
		return -1;
	}
	if (base->require != NULL)
		parts[0] = *base->require;
	else
		grid_clear(&parts[0]);
	while (n > 0 && n < want && n * 9 <= MAX_PARTS) {
		for (m = 0, i = 0; i < n; i++) {
			if ((k = split_part(base->givens, &parts[i], next + m)) < 0)
				break;
			m += k;
		}
		if (i < n)
			break;		/* a part is complete: stop here */
		swap = parts;
		parts = next;
		next = swap;
		n = m;
	}
	free(next);
	*parts_out = parts;
	return n;
}

/* One worker's part under way: what it has told of its count so far. */
struct split_worker_state {
	struct split	*split;
	count_t		 told;
};

static void
split_stop_at_limit(struct split *s)
{
	if (s->total + s->partial >= s->base->limit)
		s->stop = 1;
}

/* The engine's progress hook: a long part counts toward the limit early. */
static void
split_progress(void *ctx, count_t found)
{
	struct split_worker_state	*w = ctx;
	struct split			*s = w->split;

	pthread_mutex_lock(&s->lock);
	s->partial += found - w->told;
	w->told = found;
	split_stop_at_limit(s);
	pthread_mutex_unlock(&s->lock);
}

static void
split_add(struct split *s, struct split_worker_state *w, int part,
    const struct engine_answer *a)
{
	pthread_mutex_lock(&s->lock);
	s->partial -= w->told;
	w->told = 0;
	s->total += a->count;
	if (s->total > s->base->limit)
		s->total = s->base->limit;
	s->guesses += a->guesses;
	if (a->interrupted && s->total < s->base->limit)
		s->cut_short = true;
	if (a->count > 0 && part < s->first_part) {
		s->first_part = part;
		s->first = *a;
	}
	split_stop_at_limit(s);
	pthread_mutex_unlock(&s->lock);
}

static void *
split_worker(void *arg)
{
	struct split		*s = arg;
	struct engine_query	 q = *s->base;
	struct engine_answer	 a;
	struct split_worker_state w = { s, 0 };
	int			 part;

	q.interrupt = &s->stop;
	q.progress = split_progress;
	q.progress_ctx = &w;
	for (;;) {
		pthread_mutex_lock(&s->lock);
		part = s->stop ? s->nparts : s->next++;
		pthread_mutex_unlock(&s->lock);
		if (part >= s->nparts)
			break;
		q.require = &s->parts[part];
		s->engine(&q, &a);
		split_add(s, &w, part, &a);
	}
	pthread_mutex_lock(&s->lock);
	s->running--;
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

/* The calling thread: the user's interrupt and progress, until done. */
static bool
split_watch(struct split *s)
{
	const struct timespec	 pause = { 0, WATCH_NANOS };
	const struct engine_query *base = s->base;
	bool			 user_stop = false, done;
	count_t			 total;

	for (;;) {
		nanosleep(&pause, NULL);
		pthread_mutex_lock(&s->lock);
		done = s->running == 0;
		total = s->total + s->partial;
		pthread_mutex_unlock(&s->lock);
		if (done)
			return user_stop;
		if (base->interrupt != NULL && *base->interrupt != 0) {
			user_stop = true;
			s->stop = 1;
		}
		if (base->progress != NULL)
			base->progress(base->progress_ctx, total);
	}
}

/*
 * Counts like engine(base) with threads threads; 0 if it did, -1 if the
 * threads or memory could not be had (answer untouched: count another way).
 */
int
split_count(engine_fn *engine, const struct engine_query *base, int threads,
    struct engine_answer *answer)
{
	struct split	 s;
	pthread_t	*tids;
	bool		 user_stop;
	int		 i, started;

	memset(&s, 0, sizeof s);
	s.engine = engine;
	s.base = base;
	s.first_part = MAX_PARTS;
	if ((s.nparts = split_make_parts(base, threads * PARTS_PER_THREAD,
	    &s.parts)) < 0)
		return -1;
	if ((tids = malloc((size_t)threads * sizeof *tids)) == NULL) {
		free(s.parts);
		return -1;
	}
	pthread_mutex_init(&s.lock, NULL);
	for (started = 0; started < threads; started++) {
		pthread_mutex_lock(&s.lock);
		s.running++;
		pthread_mutex_unlock(&s.lock);
		if (pthread_create(&tids[started], NULL, split_worker, &s) != 0) {
			pthread_mutex_lock(&s.lock);
			s.running--;
			pthread_mutex_unlock(&s.lock);
			break;
		}
	}
	user_stop = started > 0 ? split_watch(&s) : false;
	for (i = 0; i < started; i++)
		pthread_join(tids[i], NULL);
	pthread_mutex_destroy(&s.lock);
	free(tids);
	free(s.parts);
	if (started == 0)
		return -1;
	if (s.first_part < MAX_PARTS)
		*answer = s.first;
	answer->count = s.total;
	answer->guesses = s.guesses;
	answer->interrupted = user_stop || s.cut_short;
	return 0;
}
