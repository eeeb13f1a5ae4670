/*
 * Stand-ins for the chaining producers until src/human/chains*.c land: each
 * finds nothing, so the ladder is whole and the rating driver runs.  The
 * chains helper deletes this file and defines the same objects.
 */
#include <stddef.h>

#include "human/technique.h"

static bool
chains_stub_find(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	(void)h;
	(void)ctx;
	(void)out;
	return false;
}

#define CHAINS_STUB(id, label, min) \
	const struct technique id = { label, min, chains_stub_find }

CHAINS_STUB(technique_forcing_chain_cycle, "Forcing Chain", 65);
CHAINS_STUB(technique_nishio, "Nishio Forcing Chain", 75);
CHAINS_STUB(technique_multiple_forcing_chain, "Multiple Forcing Chain", 80);
CHAINS_STUB(technique_dynamic_forcing_chain, "Dynamic Forcing Chain", 85);
CHAINS_STUB(technique_dynamic_forcing_chain_plus, "Dynamic Forcing Chain (+)",
    90);
CHAINS_STUB(technique_nested_forcing_chain_2, "Nested Forcing Chain", 95);
CHAINS_STUB(technique_nested_forcing_chain_3, "Nested Forcing Chain", 100);
CHAINS_STUB(technique_nested_forcing_chain_4a, "Nested Forcing Chain", 105);
CHAINS_STUB(technique_nested_forcing_chain_4b, "Nested Forcing Chain", 105);
CHAINS_STUB(technique_nested_forcing_chain_4c, "Nested Forcing Chain", 105);

struct chains_scratch *
chains_scratch_new(void)
{
	return NULL;
}

void
chains_scratch_free(struct chains_scratch *s)
{
	(void)s;
}
