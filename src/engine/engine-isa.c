/*
 * One binary for every x86-64 processor: the bitboard engine is compiled
 * for the baseline (SSE2, which every x86-64 has), for AVX2 with the bit
 * instructions that come with it (x86-64-v3: BMI1/2, POPCNT, LZCNT) and
 * for AVX-512 (x86-64-v4), and the first call picks the widest the
 * processor runs.  Other architectures have the baseline alone, in plain C.
 *
 * SUDOKU_ISA in the environment names a path (sse2 or portable, avx2,
 * avx512): the tests run the engine on each the machine runs; a path the
 * processor lacks is not taken (the best one is, and engine_isa() says
 * which runs).  The choice is made once per process, under pthread_once:
 * the one value here written after startup, and written once.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#if defined(__x86_64__) && !defined(ENGINE_PORTABLE)
#define ISA_BASE_NAME	"sse2"
#else
#define ISA_BASE_NAME	"portable"
#endif

struct isa {
	const char	*name;
	engine_fn	*solve;
	bool		(*runs)(void);
};

static bool
isa_always(void)
{
	return true;
}

#ifdef ENGINE_ISAS
static bool
isa_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") &&
	    __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
	    __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("lzcnt");
}

static bool
isa_avx512(void)
{
	__builtin_cpu_init();
	return isa_avx2() && __builtin_cpu_supports("avx512f") &&
	    __builtin_cpu_supports("avx512bw") &&
	    __builtin_cpu_supports("avx512dq") &&
	    __builtin_cpu_supports("avx512vl") &&
	    __builtin_cpu_supports("avx512cd");
}
#endif

/* The widest first. */
static const struct isa isas[] = {
#ifdef ENGINE_ISAS
	{ "avx512", engine_bitboard_solve_avx512, isa_avx512 },
	{ "avx2", engine_bitboard_solve_avx2, isa_avx2 },
#endif
	{ ISA_BASE_NAME, engine_bitboard_solve_base, isa_always },
};

#define ISAS	(sizeof isas / sizeof isas[0])

static pthread_once_t	 isa_once = PTHREAD_ONCE_INIT;
static const struct isa	*isa_chosen;

static void
isa_choose(void)
{
	const char	*want = getenv("SUDOKU_ISA");
	size_t		 i;

	for (i = 0; i < ISAS; i++)
		if (want != NULL && strcmp(want, isas[i].name) == 0 &&
		    isas[i].runs()) {
			isa_chosen = &isas[i];
			return;
		}
	for (i = 0; !isas[i].runs(); i++)
		continue;
	isa_chosen = &isas[i];
}

void
engine_bitboard_solve(const struct engine_query *query,
    struct engine_answer *answer)
{
	pthread_once(&isa_once, isa_choose);
	isa_chosen->solve(query, answer);
}

/* The path the engine runs on: "avx512", "avx2", "sse2" or "portable". */
const char *
engine_isa(void)
{
	pthread_once(&isa_once, isa_choose);
	return isa_chosen->name;
}

/* Whether this binary has the path and the processor runs it. */
bool
engine_isa_runs(const char *name)
{
	size_t	i;

	for (i = 0; i < ISAS; i++)
		if (strcmp(name, isas[i].name) == 0)
			return isas[i].runs();
	return false;
}
