/*
 * The worker pool behind -j.  A ring of chunks, each a few hundred entries:
 * the caller's thread fills empty chunks from the input and empties solved
 * ones to the output, strictly in ring order; workers take filled chunks
 * in the same order and solve them.  A chunk's state is only changed under
 * the pool's mutex; its entries belong to one thread at a time (the filler,
 * one worker, then the emitter), so they need no lock of their own.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "run/pool.h"
#include "io/signals.h"
#include "run/stream.h"

#define CHUNK_ENTRIES	128	/* at most, in a chunk */
#define CHUNK_MIN	16	/* at least */
#define CHUNKS_PER_THREAD 4
#define RING_ENTRIES	(16 * CHUNKS_PER_THREAD * CHUNK_ENTRIES)	/* -j 16 */
#define TICK_NANOS	100000000L	/* between calls->tick */

enum chunk_state {
	CHUNK_EMPTY,
	CHUNK_FILLED,
	CHUNK_WORKING,
	CHUNK_SOLVED
};

struct chunk {
	enum chunk_state	 state;
	int			 count;
	struct entry		*entries;
	bool			 ready;		/* its entries set up */
};

struct pool {
	const struct pool_calls	*calls;
	pthread_mutex_t		 lock;
	pthread_cond_t		 filled;	/* a chunk awaits a worker */
	pthread_cond_t		 solved;	/* a chunk awaits the emitter */
	struct chunk		*ring;
	struct entry		*entries;	/* the chunks' */
	int			 chunks;
	int			 chunk_entries;	/* entries a chunk holds */
	int			 next_to_work;	/* ring index workers take next */
	bool			 closing;
};

/* jobs 0 means one per core. */
int
pool_threads(int jobs)
{
	long	cores;

	if (jobs > 0)
		return jobs;
	cores = sysconf(_SC_NPROCESSORS_ONLN);
	return cores > 0 ? (int)cores : 1;
}

static void *
pool_worker(void *arg)
{
	struct pool	*pool = arg;
	struct chunk	*c;
	int		 i;
	void		*scratch = pool->calls->scratch_new != NULL ?
			    pool->calls->scratch_new(pool->calls->ctx) : NULL;

	pthread_mutex_lock(&pool->lock);
	for (;;) {
		c = &pool->ring[pool->next_to_work];
		while (c->state != CHUNK_FILLED && !pool->closing) {
			pthread_cond_wait(&pool->filled, &pool->lock);
			c = &pool->ring[pool->next_to_work];
		}
		if (c->state != CHUNK_FILLED)
			break;
		c->state = CHUNK_WORKING;
		pool->next_to_work = (pool->next_to_work + 1) % pool->chunks;
		pthread_mutex_unlock(&pool->lock);
		for (i = 0; i < c->count; i++)
			pool->calls->work(&c->entries[i], pool->calls->ctx,
			    scratch);
		pthread_mutex_lock(&pool->lock);
		c->state = CHUNK_SOLVED;
		pthread_cond_broadcast(&pool->solved);
	}
	pthread_mutex_unlock(&pool->lock);
	if (scratch != NULL)
		pool->calls->scratch_free(scratch);
	return NULL;
}

/*
 * A chunk's entries are set up when it is first filled: the ring is one
 * allocation the kernel gives pages to only as they are touched, so a
 * short run uses only the chunks it needs, whatever -j.
 */
static void
pool_ready_chunk(struct pool *pool, struct chunk *c)
{
	int	i;

	if (c->ready)
		return;
	for (i = 0; i < pool->chunk_entries; i++)
		entry_init(&c->entries[i]);
	c->ready = true;
}

/* Fills an empty chunk from the input; false when the input has ended. */
static bool
pool_fill(struct pool *pool, struct chunk *c)
{
	c->count = 0;
	pool_ready_chunk(pool, c);
	while (c->count < pool->chunk_entries &&
	    pool->calls->fill(&c->entries[c->count], pool->calls->ctx))
		c->count++;
	return c->count > 0;
}

static void
pool_set(struct pool *pool, struct chunk *c, enum chunk_state state)
{
	pthread_mutex_lock(&pool->lock);
	c->state = state;
	if (state == CHUNK_FILLED)
		pthread_cond_broadcast(&pool->filled);
	pthread_mutex_unlock(&pool->lock);
}

/* The next tick: TICK_NANOS from now, by the clock of pool->solved. */
static void
pool_next_tick(struct timespec *at)
{
	clock_gettime(CLOCK_MONOTONIC, at);
	at->tv_nsec += TICK_NANOS;
	if (at->tv_nsec >= 1000000000L) {
		at->tv_sec++;
		at->tv_nsec -= 1000000000L;
	}
}

/*
 * Waits for the oldest chunk.  A chunk may hold one puzzle that takes
 * minutes: the caller is ticked meanwhile (without the lock, which the
 * workers need), so that its progress line still moves.
 */
static void
pool_wait_solved(struct pool *pool, struct chunk *c)
{
	struct timespec	at;

	pthread_mutex_lock(&pool->lock);
	pool_next_tick(&at);
	while (c->state != CHUNK_SOLVED) {
		if (pool->calls->tick == NULL) {
			pthread_cond_wait(&pool->solved, &pool->lock);
			continue;
		}
		if (pthread_cond_timedwait(&pool->solved, &pool->lock,
		    &at) != ETIMEDOUT)
			continue;
		pthread_mutex_unlock(&pool->lock);
		pool->calls->tick(pool->calls->ctx);
		pthread_mutex_lock(&pool->lock);
		pool_next_tick(&at);
	}
	pthread_mutex_unlock(&pool->lock);
}

/*
 * The caller's loop: keep every chunk of the ring busy, emit the oldest
 * when it is solved.  After an emit says stop, chunks already handed out
 * are still waited for (their workers are using them) but not emitted.
 */
static void
pool_drive(struct pool *pool)
{
	int	head = 0, tail = 0, in_flight = 0, i;
	bool	more = true, stopping = false;

	for (;;) {
		while (more && !stopping && in_flight < pool->chunks) {
			if (!(more = pool_fill(pool, &pool->ring[tail])))
				break;
			pool_set(pool, &pool->ring[tail], CHUNK_FILLED);
			tail = (tail + 1) % pool->chunks;
			in_flight++;
		}
		if (in_flight == 0)
			return;
		pool_wait_solved(pool, &pool->ring[head]);
		for (i = 0; i < pool->ring[head].count && !stopping; i++)
			stopping = !pool->calls->emit(
			    &pool->ring[head].entries[i], pool->calls->ctx);
		pool_set(pool, &pool->ring[head], CHUNK_EMPTY);
		head = (head + 1) % pool->chunks;
		in_flight--;
	}
}

static void
pool_free_ring(struct pool *pool)
{
	int	c, i;

	for (c = 0; c < pool->chunks; c++)
		for (i = 0; pool->ring[c].ready && i < pool->chunk_entries;
		    i++)
			entry_free(&pool->ring[c].entries[i]);
	free(pool->entries);
	free(pool->ring);
}

/*
 * The ring: CHUNKS_PER_THREAD chunks a thread, of as many entries as
 * keep the whole ring within RING_ENTRIES, but no fewer than CHUNK_MIN (a
 * lock taken per chunk must stay rare).  An entry is some kilobytes: at
 * -j 1024, chunks of the full CHUNK_ENTRIES would hold 500,000 of them.
 */
static int
pool_alloc_ring(struct pool *pool, int threads)
{
	int	per_chunk, c;

	pool->chunks = threads * CHUNKS_PER_THREAD;
	per_chunk = RING_ENTRIES / pool->chunks;
	pool->chunk_entries = per_chunk > CHUNK_ENTRIES ? CHUNK_ENTRIES :
	    per_chunk < CHUNK_MIN ? CHUNK_MIN : per_chunk;
	pool->ring = calloc((size_t)pool->chunks, sizeof *pool->ring);
	pool->entries = calloc((size_t)pool->chunks *
	    (size_t)pool->chunk_entries, sizeof *pool->entries);
	if (pool->ring == NULL || pool->entries == NULL)
		return -1;
	for (c = 0; c < pool->chunks; c++)
		pool->ring[c].entries = pool->entries +
		    (size_t)c * (size_t)pool->chunk_entries;
	return 0;
}

/* Runs the map with threads workers; -1 if they could not be started. */
int
pool_run(int threads, const struct pool_calls *calls)
{
	struct pool		 pool = { .calls = calls };
	pthread_condattr_t	 monotonic;
	pthread_t		*workers;
	int			 started = 0, status = 0;
	sigset_t		 saved;

	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.filled, NULL);
	/* its waits time the ticks: on a clock the date does not move */
	pthread_condattr_init(&monotonic);
	pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
	pthread_cond_init(&pool.solved, &monotonic);
	pthread_condattr_destroy(&monotonic);
	workers = calloc((size_t)threads, sizeof *workers);
	if (workers == NULL || pool_alloc_ring(&pool, threads) < 0)
		status = -1;
	/* the signals go to this thread, which reads and writes */
	signals_block(&saved);
	while (status == 0 && started < threads)
		if (pthread_create(&workers[started], NULL, pool_worker,
		    &pool) == 0)
			started++;
		else
			status = -1;
	signals_restore(&saved);
	if (status == 0)
		pool_drive(&pool);
	pthread_mutex_lock(&pool.lock);
	pool.closing = true;
	pthread_cond_broadcast(&pool.filled);
	pthread_mutex_unlock(&pool.lock);
	while (started > 0)
		pthread_join(workers[--started], NULL);
	if (pool.ring != NULL)
		pool_free_ring(&pool);
	free(workers);
	pthread_mutex_destroy(&pool.lock);
	pthread_cond_destroy(&pool.filled);
	pthread_cond_destroy(&pool.solved);
	return status;
}
