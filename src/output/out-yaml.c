/*
 * yaml: one YAML document per puzzle (document.c's tree), written with
 * libyaml's emitter as a stream, so a huge batch stays streamable and
 * every value is quoted the way YAML needs.  The schema is in
 * formats/yaml-output.md.
 *
 * libyaml is an event protocol; yaml_put() owns each event and turns an
 * emitter failure into the output's error, like any other write error.
 * Each document gets an emitter of its own, so nothing is kept between
 * puzzles: the explicit "---" that starts every document makes the
 * concatenation one valid stream.
 */
#include <errno.h>
#include <string.h>

#include <yaml.h>

#include "output/result.h"
#include "output/tree.h"

static int
yaml_write_handler(void *data, unsigned char *buffer, size_t size)
{
	struct output	*out = data;

	output_write(out, buffer, size);
	return out->error == 0;
}

static void
yaml_put(struct tree *t, yaml_event_t *event, int made)
{
	if (t->out->error != 0)
		return;
	/* a failed write already set the output's error; else it is ours */
	if (!made || !yaml_emitter_emit(t->backend, event)) {
		if (t->out->error == 0)
			t->out->error = made ? EPROTO : ENOMEM;
	}
}

static void
yaml_scalar(struct tree *t, const char *text, bool quoted)
{
	yaml_event_t	e;

	yaml_put(t, &e, yaml_scalar_event_initialize(&e, NULL, NULL,
	    (yaml_char_t *)text, (int)strlen(text), 1, 1,
	    quoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE));
}

static void
yaml_begin(struct tree *t, bool mapping, bool flow)
{
	yaml_event_t	e;

	if (mapping)
		yaml_put(t, &e, yaml_mapping_start_event_initialize(&e, NULL,
		    NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE :
		    YAML_BLOCK_MAPPING_STYLE));
	else
		yaml_put(t, &e, yaml_sequence_start_event_initialize(&e,
		    NULL, NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE));
}

static void
yaml_end(struct tree *t, bool mapping)
{
	yaml_event_t	e;

	if (mapping)
		yaml_put(t, &e, yaml_mapping_end_event_initialize(&e));
	else
		yaml_put(t, &e, yaml_sequence_end_event_initialize(&e));
}

static void
yaml_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	yaml_emitter_t	emitter;
	yaml_event_t	e;
	struct tree	t = { out, yaml_begin, yaml_end, yaml_scalar,
			    &emitter };

	if (!yaml_emitter_initialize(&emitter)) {
		out->error = ENOMEM;
		return;
	}
	yaml_emitter_set_output(&emitter, yaml_write_handler, out);
	yaml_emitter_set_unicode(&emitter, 1);
	yaml_emitter_set_width(&emitter, 120);
	yaml_put(&t, &e, yaml_stream_start_event_initialize(&e,
	    YAML_UTF8_ENCODING));
	yaml_put(&t, &e, yaml_document_start_event_initialize(&e, NULL, NULL,
	    NULL, 0));
	tree_document(&t, r, opts);
	yaml_put(&t, &e, yaml_document_end_event_initialize(&e, 1));
	yaml_put(&t, &e, yaml_stream_end_event_initialize(&e));
	if (out->error == 0 && !yaml_emitter_flush(&emitter))
		out->error = EIO;
	yaml_emitter_delete(&emitter);
	out->records++;
}

const struct format format_yaml = {
	"yaml", NULL, yaml_write, NULL, false
};
