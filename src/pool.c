/*
 * The worker pool behind -j.  A ring of chunks, each a few hundred entries:
 * the caller's thread fills empty chunks from the input and empties solved
 * ones to the output, strictly in ring order; workers take filled chunks
 * in the same order and solve them.  A chunk's state is only changed under
 * the pool's mutex; its entries belong to one thread at a time (the filler,
 * one worker, then the emitter), so they need no lock of their own.
 */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "pool.h"
#include "stream.h"

#define CHUNK_ENTRIES	128
#define CHUNKS_PER_THREAD 4

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
};

struct pool {
	const struct pool_calls	*calls;
	pthread_mutex_t		 lock;
	pthread_cond_t		 filled;	/* a chunk awaits a worker */
	pthread_cond_t		 solved;	/* a chunk awaits the emitter */
	struct chunk		*ring;
	int			 chunks;
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

/* Fills an empty chunk from the input; false when the input has ended. */
static bool
pool_fill(struct pool *pool, struct chunk *c)
{
	c->count = 0;
	while (c->count < CHUNK_ENTRIES &&
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

static void
pool_wait_solved(struct pool *pool, struct chunk *c)
{
	pthread_mutex_lock(&pool->lock);
	while (c->state != CHUNK_SOLVED)
		pthread_cond_wait(&pool->solved, &pool->lock);
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

	for (c = 0; c < pool->chunks; c++) {
		for (i = 0; pool->ring[c].entries != NULL &&
		    i < CHUNK_ENTRIES; i++)
			entry_free(&pool->ring[c].entries[i]);
		free(pool->ring[c].entries);
	}
	free(pool->ring);
}

static int
pool_alloc_ring(struct pool *pool, int threads)
{
	int	c, i;

	pool->chunks = threads * CHUNKS_PER_THREAD;
	if ((pool->ring = calloc((size_t)pool->chunks, sizeof *pool->ring))
	    == NULL)
		return -1;
	for (c = 0; c < pool->chunks; c++) {
		pool->ring[c].entries = calloc(CHUNK_ENTRIES,
		    sizeof *pool->ring[c].entries);
		if (pool->ring[c].entries == NULL)
			return -1;
		for (i = 0; i < CHUNK_ENTRIES; i++)
			entry_init(&pool->ring[c].entries[i]);
	}
	return 0;
}

/* Runs the map with threads workers; -1 if they could not be started. */
int
pool_run(int threads, const struct pool_calls *calls)
{
	struct pool	 pool = { .calls = calls };
	pthread_t	*workers;
	int		 started = 0, status = 0;

	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.filled, NULL);
	pthread_cond_init(&pool.solved, NULL);
	workers = calloc((size_t)threads, sizeof *workers);
	if (workers == NULL || pool_alloc_ring(&pool, threads) < 0)
		status = -1;
	while (status == 0 && started < threads)
		if (pthread_create(&workers[started], NULL, pool_worker,
		    &pool) == 0)
			started++;
		else
			status = -1;
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
