/* Helpers for the human solver's suites (human_util.h). */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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

/* "2.6 r1c4<>7 r9c4<>7" or "1.2 r3c4=9": a step as the path data has it. */
void
human_util_step_string(const struct step *s, char *text, size_t size)
{
	size_t n;

	n = (size_t)snprintf(text, size, "%d.%d", s->rating / 10,
	    s->rating % 10);
	for (int c = 0; c < 81; c++)
		for (int d = 1; d <= 9; d++)
			if ((s->elim[c] >> (d - 1) & 1) && n < size)
				n += (size_t)snprintf(text + n, size - n,
				    " r%dc%d<>%d", c / 9 + 1, c % 9 + 1, d);
	for (int i = 0; i < s->nplace && n < size; i++)
		n += (size_t)snprintf(text + n, size - n, " r%dc%d=%d",
		    s->place[i].cell / 9 + 1, s->place[i].cell % 9 + 1,
		    s->place[i].digit);
}

/*
 * tests/data/human-paths.txt: Sudoku Explainer's solving paths (its
 * `hints` tool, reduced to "rating eliminations placements | name" per
 * step, a "P puzzle" line before each).  Loaded whole; small.
 */
struct human_paths *
human_util_paths(void)
{
	struct human_paths *p = calloc(1, sizeof(*p));
	FILE *f = fopen(TEST_DATA_DIR "/human-paths.txt", "r");
	char line[1024];

	if (p == NULL || f == NULL)
		abort();
	while (fgets(line, sizeof(line), f) != NULL) {
		struct human_path *cur;
		size_t len = strcspn(line, "\n");

		line[len] = '\0';
		if (strncmp(line, "P ", 2) == 0) {
			p->path = realloc(p->path,
			    (size_t)(p->n + 1) * sizeof(*p->path));
			cur = &p->path[p->n++];
			memset(cur, 0, sizeof(*cur));
			memcpy(cur->puzzle, line + 2, 81);
			continue;
		}
		if (p->n == 0 || len == 0)
			continue;
		cur = &p->path[p->n - 1];
		cur->step = realloc(cur->step,
		    (size_t)(cur->nstep + 1) * sizeof(*cur->step));
		cur->step[cur->nstep++] = strdup(line);
	}
	fclose(f);
	return p;
}

void
human_util_paths_free(struct human_paths *p)
{
	for (int i = 0; i < p->n; i++) {
		for (int j = 0; j < p->path[i].nstep; j++)
			free(p->path[i].step[j]);
		free(p->path[i].step);
	}
	free(p->path);
	free(p);
}

/* The name part of a path line ("Pointing"), empty when none. */
static const char *
human_util_line_name(const char *line)
{
	const char *bar = strstr(line, " | ");

	return bar != NULL ? bar + 3 : "";
}

/*
 * Replays SE's path with the ladder to its first step named `name`, then
 * asks technique t alone there: its step must be SE's.  Counts the paths
 * where the name appears (so a test can insist on some).  Every step
 * before must agree too, or the position would not be SE's.
 */
int
human_util_check_name(const struct human_paths *p, const char *name,
    const struct technique *t)
{
	struct human_ctx ctx;
	int seen = 0;

	human_ctx_init(&ctx);
	for (int i = 0; i < p->n; i++) {
		const struct human_path *path = &p->path[i];
		struct hgrid h;

		human_util_grid(&h, path->puzzle);
		for (int j = 0; j < path->nstep; j++) {
			const char *want = path->step[j];
			size_t wlen = strcspn(want, "|");
			struct step s;
			char got[1024];
			bool found = false;

			while (wlen > 0 && want[wlen - 1] == ' ')
				wlen--;
			if (strcmp(human_util_line_name(want), name) == 0) {
				ck_assert_msg(t->find(&h, &ctx, &s),
				    "%s: %s not found at step %d", path->puzzle,
				    name, j);
				human_util_step_string(&s, got, sizeof(got));
				ck_assert_msg(strlen(got) == wlen &&
				    strncmp(got, want, wlen) == 0,
				    "%s step %d: want %s, got %s", path->puzzle,
				    j, want, got);
				ck_assert_str_eq(step_name(&s), name);
				ck_assert(step_text(&s)[0] != '\0');
				seen++;
				break;
			}
			for (int k = 0; human_ladder[k] != NULL && !found; k++)
				found = human_ladder[k]->find(&h, &ctx, &s);
			ck_assert_msg(found, "%s: stuck at step %d", path->puzzle,
			    j);
			human_util_step_string(&s, got, sizeof(got));
			ck_assert_msg(strlen(got) == wlen &&
			    strncmp(got, want, wlen) == 0,
			    "%s step %d: want %s, got %s", path->puzzle, j, want,
			    got);
			step_apply(&s, &h);
		}
	}
	human_ctx_free(&ctx);
	return seen;
}

/* Our technique of a producer name in human-producers.txt. */
static const struct technique *
human_util_technique(const char *name, size_t len)
{
	static const struct {
		const char *name;
		const struct technique *t;
	} table[] = {
		{ "hidden_single", &technique_hidden_single },
		{ "direct_locking", &technique_direct_locking },
		{ "direct_hidden_pair", &technique_direct_hidden_pair },
		{ "naked_single", &technique_naked_single },
		{ "direct_hidden_triple", &technique_direct_hidden_triple },
		{ "locking", &technique_locking },
		{ "naked_pair", &technique_naked_pair },
		{ "x_wing", &technique_x_wing },
		{ "hidden_pair", &technique_hidden_pair },
		{ "naked_triple", &technique_naked_triple },
		{ "swordfish", &technique_swordfish },
		{ "hidden_triple", &technique_hidden_triple },
		{ "xy_wing", &technique_xy_wing },
		{ "xyz_wing", &technique_xyz_wing },
		{ "unique_loop", &technique_unique_loop },
		{ "naked_quad", &technique_naked_quad },
		{ "jellyfish", &technique_jellyfish },
		{ "hidden_quad", &technique_hidden_quad },
		{ "bug", &technique_bug },
		{ "aligned_pair", &technique_aligned_pair },
		{ "aligned_triple", &technique_aligned_triple },
	};

	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		if (strlen(table[i].name) == len &&
		    strncmp(table[i].name, name, len) == 0)
			return table[i].t;
	return NULL;
}

/*
 * tests/data/human-producers.txt: positions where SE's producers, asked
 * alone, gave a step.  Checks every entry of the given techniques (all of
 * them with NULL) and returns how many it checked.
 */
int
human_util_check_producers(const struct technique *const *only)
{
	FILE *f = fopen(TEST_DATA_DIR "/human-producers.txt", "r");
	struct human_ctx ctx;
	struct hgrid h;
	char line[2048];
	int checked = 0;

	ck_assert_ptr_nonnull(f);
	human_ctx_init(&ctx);
	while (fgets(line, sizeof(line), f) != NULL) {
		size_t len = strcspn(line, " \n"), wlen;
		const struct technique *t;
		const char *want;
		struct step s;
		char got[1024];
		bool wanted = only == NULL;

		if (line[0] == '#')
			continue;
		if (line[0] == 'G' && line[1] == ' ') {
			human_util_pencil(&h, line + 2);
			continue;
		}
		t = human_util_technique(line, len);
		ck_assert_msg(t != NULL, "unknown producer: %s", line);
		for (int i = 0; only != NULL && only[i] != NULL; i++)
			wanted |= only[i] == t;
		if (!wanted)
			continue;
		want = line + len + 1;
		wlen = strcspn(want, "|");
		while (wlen > 0 && want[wlen - 1] == ' ')
			wlen--;
		ck_assert_msg(t->find(&h, &ctx, &s), "%s found nothing, SE: %s",
		    t->name, want);
		human_util_step_string(&s, got, sizeof(got));
		ck_assert_msg(strlen(got) == wlen &&
		    strncmp(got, want, wlen) == 0, "%s: want %s, got %s",
		    t->name, want, got);
		checked++;
	}
	fclose(f);
	human_ctx_free(&ctx);
	return checked;
}
