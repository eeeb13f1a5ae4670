/* Helpers for the human solver's suites (human_util.h). */
#include <ctype.h>
#include <string.h>

#include "human_util.h"

/* Digits are givens; '.' or '0' open, candidates from the givens alone. */
void
human_util_grid(struct hgrid *h, const char *line)
{
	struct grid g;

	for (int i = 0; i < 81; i++)
		g.cell[i] = line[i] >= '1' && line[i] <= '9' ?
		    (uint8_t)(line[i] - '0') : 0;
	hgrid_init(h, &g);
}

/*
 * 81 words separated by blanks, each a cell's candidates ("18", "3"); a
 * word starting with '=' is a placed digit ("=5").  Lets a test set up a
 * position no run of singles reaches.
 */
void
human_util_pencil(struct hgrid *h, const char *text)
{
	struct grid	empty;
	const char	*p = text;

	memset(&empty, 0, sizeof(empty));
	hgrid_init(h, &empty);
	for (int c = 0; c < 81; c++) {
		unsigned keep = 0;
		bool placed = false;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '=') {
			placed = true;
			p++;
		}
		for (; *p >= '1' && *p <= '9'; p++)
			keep |= 1u << (*p - '1');
		if (placed)
			hgrid_place(h, c, __builtin_ctz(keep) + 1);
		else
			hgrid_eliminate_mask(h, c, HGRID_ALL & ~keep);
	}
}

bool
human_util_find(const struct technique *t, const struct hgrid *h,
    struct step *s)
{
	struct human_ctx ctx;
	bool found;

	human_ctx_init(&ctx);
	found = t->find(h, &ctx, s);
	human_ctx_free(&ctx);
	return found;
}
