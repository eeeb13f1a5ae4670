/* splitmix64 streams keyed by (seed, index); see splitmix.h. */
#include <fcntl.h>
#include <unistd.h>

#include "io/clock.h"
#include "generate/splitmix.h"

static inline uint64_t
splitmix_mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* The stream of one index of a seed: keyed by both, nothing else. */
void
splitmix_init(struct splitmix *r, uint64_t seed, uint64_t index)
{
	r->state = splitmix_mix(splitmix_mix(seed) + index);
}

uint64_t
splitmix_next(struct splitmix *r)
{
	r->state += 0x9e3779b97f4a7c15u;
	return splitmix_mix(r->state);
}

/* 0..n-1 by a multiply, not a modulo: its bias is below n / 2^32. */
uint32_t
splitmix_below(struct splitmix *r, uint32_t n)
{
	return (uint32_t)(((splitmix_next(r) >> 32) * n) >> 32);
}

/* Fisher and Yates. */
void
splitmix_shuffle(struct splitmix *r, uint8_t *a, int n)
{
	uint8_t	t;
	int	i, j;

	for (i = n - 1; i > 0; i--) {
		j = (int)splitmix_below(r, (uint32_t)i + 1);
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

/* A seed for a run without --seed: the system's entropy, else the clock. */
uint64_t
splitmix_seed(void)
{
	uint64_t	seed = 0;
	int		fd;

	if ((fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)) >= 0) {
		if (read(fd, &seed, sizeof seed) != (ssize_t)sizeof seed)
			seed = 0;
		close(fd);
	}
	if (seed == 0)
		seed = splitmix_mix(clock_micros() ^ (uint64_t)getpid() << 32);
	return seed;
}
