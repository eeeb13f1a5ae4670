/*
 * A count cut into parts: for threads (-j), and for machines (count
 * --part K/N).  The search tree is cut near its root by one fixed rule,
 * which looks at nothing but the grid: the empty cell with the fewest
 * digits its row, column and box leave, the first in row-major order on a
 * tie, split into one grid per digit, smallest first.  Each grid is a set
 * of required digits (the engine query's require), so the grids'
 * solutions are disjoint, together they are all the solutions, and any
 * engine can count them.
 *
 * Grids are split round after round, in order, each replaced by its
 * children, until there are enough.  A grid with no empty cell stays as
 * it is; one with a cell no digit fits has no children.
 *
 * --part K/N must name the same grids on every machine, whatever the
 * threads, the timing or the engine, so it is this rule and nothing else
 * (SPLIT_VERSION names it; a change to anything below that moves a grid
 * to another part is a new version): the puzzle split into at least
 * SPLIT_LEVEL grids, they are dealt round-robin to the N parts, or when
 * there are more parts than SPLIT_GROUPS, to that many groups of parts,
 * each group's grids split again until it has SPLIT_PER_PART a part, and
 * dealt the same way among its parts.  Round-robin puts neighbours, whose
 * subtrees are alike, in different parts, so parts balance; grouping
 * keeps the work of finding a part small however many there are (a few
 * thousand grids, not N times a few).  Grids are not made smaller than
 * they need to be: the engine counts a big subtree faster per solution
 * than many small ones (a count of 3.3e8 took 23 s in 2048 grids, 37 s
 * whole, and about 65 s in 26000).
 *
 * Threads take grids in order and count each with the engine; the
 * calling thread meanwhile watches the user's interrupt and reports
 * progress.  When the total reaches the limit, a stop flag of our own,
 * which the engines poll, ends every grid early.
 */
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/engine.h"

#define PARTS_PER_THREAD	64
#define SPLIT_LEVEL		2048	/* grids dealt to parts or groups */
#define SPLIT_GROUPS		512	/* = SPLIT_LEVEL / SPLIT_PER_PART */
#define SPLIT_PER_PART		4
#define WATCH_NANOS		20000000L	/* 20 ms between looks */

struct split {
	engine_fn			*engine;
	const struct engine_query	*base;
	const struct split_grids	*parts;
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

void
split_grids_free(struct split_grids *g)
{
	free(g->grid);
	g->grid = NULL;
	g->count = 0;
}

/* The puzzle's root: what the query requires already, or nothing. */
static enum split_status
split_root(const struct engine_query *q, struct split_grids *g)
{
	if ((g->grid = malloc(sizeof *g->grid)) == NULL)
		return SPLIT_NO_MEMORY;
	if (q->require != NULL)
		g->grid[0] = *q->require;
	else
		grid_clear(&g->grid[0]);
	g->count = 1;
	return SPLIT_PLANNED;
}

/*
 * The rule: the cell to split g at, with the digits that fit it in
 * *digits (0: none, g has no solution); -1 if g has no empty cell.
 */
static int
split_choose(const struct grid *givens, const struct grid *g,
    unsigned *digits)
{
	unsigned	row[GRID_SIDE] = { 0 }, col[GRID_SIDE] = { 0 };
	unsigned	box[GRID_SIDE] = { 0 }, fit;
	int		cell, v, best = -1, fewest = GRID_SIDE + 1, n;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		v = givens->cell[cell] != 0 ? givens->cell[cell] : g->cell[cell];
		row[grid_row(cell)] |= 1u << v;
		col[grid_col(cell)] |= 1u << v;
		box[grid_box(cell)] |= 1u << v;
	}
	for (cell = 0; cell < GRID_CELLS && fewest > 0; cell++) {
		if (givens->cell[cell] != 0 || g->cell[cell] != 0)
			continue;
		fit = ~(row[grid_row(cell)] | col[grid_col(cell)] |
		    box[grid_box(cell)]) & 0x3feu;
		if ((n = __builtin_popcount(fit)) < fewest) {
			fewest = n;
			best = cell;
			*digits = fit;
		}
	}
	return best;
}

/*
 * Splits g's grids until there are at least want of them, or none can be
 * split: round after round, each grid in order replaced by its children
 * (a complete grid by itself), the last round stopping where there are
 * enough, so the grids stay in the search tree's order.  That can be a
 * round for each empty cell, of up to want grids (65536 for -j 1024), so
 * the user's interrupt is looked at before each grid.  On SPLIT_NO_MEMORY
 * or SPLIT_INTERRUPTED g is as the last whole round left it: still every
 * solution, cut fewer ways.
 */
static enum split_status
split_expand(const struct engine_query *q, struct split_grids *g, int want)
{
	struct grid	*next;
	unsigned	 digits = 0;
	int		 n, i, cell, d;
	bool		 split = true;

	while (g->count > 0 && g->count < want && split) {
		if ((next = malloc((size_t)(want + GRID_SIDE) *
		    sizeof *next)) == NULL)
			return SPLIT_NO_MEMORY;
		split = false;
		for (n = 0, i = 0; i < g->count; i++) {
			if (q->interrupt != NULL && *q->interrupt != 0) {
				free(next);
				return SPLIT_INTERRUPTED;
			}
			if (n + g->count - i >= want ||
			    (cell = split_choose(q->givens, &g->grid[i],
			    &digits)) < 0) {
				next[n++] = g->grid[i];
				continue;
			}
			split = true;
			for (d = 1; d <= GRID_SIDE; d++)
				if (digits & (1u << d)) {
					next[n] = g->grid[i];
					next[n++].cell[cell] = (uint8_t)d;
				}
		}
		free(g->grid);
		g->grid = next;
		g->count = n;
	}
	return SPLIT_PLANNED;
}

/*
 * The grids of from dealt to one of ways hands (grid i goes to hand
 * i mod ways) into to, which may be from itself: memory only shrinks.
 */
static void
split_deal(const struct split_grids *from, int hand, int ways,
    struct split_grids *to)
{
	int	i, n = 0;

	for (i = hand; i < from->count; i += ways)
		to->grid[n++] = from->grid[i];
	to->count = n;
}

/*
 * Part k of n (from 0): where it is dealt at this level.  Up to
 * SPLIT_GROUPS parts, each is a hand of its own; more are grouped, the
 * group is the hand and *k and *n become the part's place in its group.
 * Returns the number of hands, *hand set.
 */
static int
split_hand(int *k, int *n, int *hand)
{
	int	size, larger, start;

	if (*n <= SPLIT_GROUPS) {
		*hand = *k;
		return *n;
	}
	size = *n / SPLIT_GROUPS;
	larger = *n % SPLIT_GROUPS;	/* the first groups have one more */
	if (*k < larger * (size + 1)) {
		*hand = *k / (size + 1);
		start = *hand * (size + 1);
		size++;
	} else {
		*hand = larger + (*k - larger * (size + 1)) / size;
		start = larger * (size + 1) + (*hand - larger) * size;
	}
	*k -= start;
	*n = size;
	return SPLIT_GROUPS;
}

/* Nothing planned when anything but SPLIT_PLANNED is returned. */
enum split_status
split_plan(const struct engine_query *q, struct split_grids *first)
{
	enum split_status	status;

	if ((status = split_root(q, first)) != SPLIT_PLANNED)
		return status;
	if ((status = split_expand(q, first, SPLIT_LEVEL)) != SPLIT_PLANNED)
		split_grids_free(first);
	return status;
}

/*
 * Part k of n: dealt straight from the plan's grids when n is at most
 * SPLIT_GROUPS; else part k lies in one of SPLIT_GROUPS groups of
 * consecutive parts, whose grids are split again and dealt among its
 * parts the same way.  What goes round again is whether the part was
 * grouped, not whether there were SPLIT_GROUPS hands: a group of exactly
 * SPLIT_GROUPS parts is dealt straight, as N = SPLIT_GROUPS is, and each
 * round divides n, so the loop ends.  (It used to go round while there
 * were SPLIT_GROUPS hands, and never ended for those parts: none was ever
 * cut, so no part of version 1 moves.)
 */
enum split_status
split_plan_part(const struct engine_query *q, const struct split_grids *first,
    int k, int n, struct split_grids *part)
{
	enum split_status	status;
	int			hand, ways;
	bool			grouped;

	if (n == 1)
		return split_root(q, part);
	k--;				/* from 0 from here on */
	grouped = n > SPLIT_GROUPS;
	ways = split_hand(&k, &n, &hand);
	if ((part->grid = malloc((size_t)(first->count / ways + 1) *
	    sizeof *part->grid)) == NULL)
		return SPLIT_NO_MEMORY;
	split_deal(first, hand, ways, part);
	while (grouped && n > 1) {
		if ((status = split_expand(q, part, SPLIT_PER_PART *
		    (n < SPLIT_GROUPS ? n : SPLIT_GROUPS))) != SPLIT_PLANNED) {
			split_grids_free(part);
			return status;
		}
		grouped = n > SPLIT_GROUPS;
		ways = split_hand(&k, &n, &hand);
		split_deal(part, hand, ways, part);
	}
	return SPLIT_PLANNED;
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
	q.split_part = true;
	for (;;) {
		pthread_mutex_lock(&s->lock);
		part = s->stop ? s->parts->count : s->next++;
		pthread_mutex_unlock(&s->lock);
		if (part >= s->parts->count)
			break;
		q.require = &s->parts->grid[part];
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

/* The grids counted by threads threads; -1 if none could be started. */
static int
split_threads(engine_fn *engine, const struct engine_query *base,
    const struct split_grids *grids, int threads, struct engine_answer *answer)
{
	struct split	 s;
	pthread_t	*tids;
	bool		 user_stop;
	int		 i, started;

	memset(&s, 0, sizeof s);
	s.engine = engine;
	s.base = base;
	s.parts = grids;
	s.first_part = INT_MAX;
	if ((tids = malloc((size_t)threads * sizeof *tids)) == NULL)
		return -1;
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
	if (started == 0)
		return -1;
	if (s.first_part < INT_MAX)
		*answer = s.first;
	answer->count = s.total;
	answer->guesses = s.guesses;
	answer->interrupted = user_stop || s.cut_short;
	return 0;
}

/*
 * Counts like engine(base) with threads threads; 0 if it did, -1 if the
 * threads or memory could not be had (answer untouched: count another way).
 */
int
split_count(engine_fn *engine, const struct engine_query *base, int threads,
    struct engine_answer *answer)
{
	struct split_grids	grids;
	int			status;

	if (split_root(base, &grids) != SPLIT_PLANNED)
		return -1;
	/* interrupted, the grids still hold every solution: threads stop */
	if (split_expand(base, &grids, threads * PARTS_PER_THREAD) ==
	    SPLIT_NO_MEMORY) {
		split_grids_free(&grids);
		return -1;
	}
	status = split_threads(engine, base, &grids, threads, answer);
	split_grids_free(&grids);
	return status;
}

/* A grid's count told as the running total of all the grids so far. */
struct split_running {
	const struct engine_query	*base;
	count_t				 done;
};

static void
split_running_progress(void *ctx, count_t found)
{
	struct split_running	*r = ctx;

	r->base->progress(r->base->progress_ctx, r->done + found);
}

/*
 * Between two grids: a grid may take fewer nodes than the engine counts
 * between looks at the interrupt and progress (it counts them afresh for
 * each), so a part of many small grids is looked at here too.
 */
static void
split_count_between(const struct engine_query *base,
    struct engine_answer *answer)
{
	if (base->progress != NULL)
		base->progress(base->progress_ctx, answer->count);
	if (base->interrupt != NULL && *base->interrupt != 0)
		answer->interrupted = true;
}

/* The grids one after another in this thread, as the threads would. */
void
split_count_grids(engine_fn *engine, const struct engine_query *base,
    const struct split_grids *grids, struct engine_answer *answer)
{
	struct engine_query	q = *base;
	struct engine_answer	a;
	struct split_running	running = { base, 0 };
	int			i;

	if (base->progress != NULL) {
		q.progress = split_running_progress;
		q.progress_ctx = &running;
	}
	q.split_part = true;
	memset(answer, 0, sizeof *answer);
	for (i = 0; i < grids->count && !answer->interrupted; i++) {
		q.require = &grids->grid[i];
		engine(&q, &a);
		if (a.count > 0 && answer->count == 0) {
			answer->solution = a.solution;
			answer->tiling = a.tiling;
		}
		answer->count += a.count;
		answer->guesses += a.guesses;
		answer->interrupted = a.interrupted;
		running.done = answer->count;
		if (i + 1 < grids->count)
			split_count_between(base, answer);
	}
}

/*
 * Counts part k of n (1 <= k <= n) of base's solutions, in threads
 * threads: 0, or -1 if memory ran out (answer untouched).  Interrupted
 * before the part is known, it counts none of it: 0, cut short.
 */
int
split_count_part(engine_fn *engine, const struct engine_query *base, int k,
    int n, int threads, struct engine_answer *answer)
{
	struct split_grids	first, part;
	enum split_status	status;

	if (n == 1)
		status = split_root(base, &part);
	else if ((status = split_plan(base, &first)) == SPLIT_PLANNED) {
		status = split_plan_part(base, &first, k, n, &part);
		split_grids_free(&first);
	}
	if (status == SPLIT_NO_MEMORY)
		return -1;
	if (status == SPLIT_INTERRUPTED) {
		/* stopped before the part was known: none of it counted */
		memset(answer, 0, sizeof *answer);
		answer->interrupted = true;
		return 0;
	}
	/* cut for the threads, the part is the part however far that got */
	if (threads > 1 && split_expand(base, &part,
	    threads * PARTS_PER_THREAD) != SPLIT_NO_MEMORY &&
	    split_threads(engine, base, &part, threads, answer) == 0) {
		split_grids_free(&part);
		return 0;
	}
	split_count_grids(engine, base, &part, answer);
	split_grids_free(&part);
	return 0;
}
