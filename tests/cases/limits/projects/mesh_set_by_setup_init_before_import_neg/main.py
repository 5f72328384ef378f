# EXPECT: none
# main calls mesh_setup.init() before `import buffers`, and loads a second module lazily inside a function it
# calls under the mesh: both top levels run with the mesh set.
import mesh_setup

mesh_setup.init()
import buffers  # noqa: E402


def load_eval_buffers():
    import eval_buffers
    return eval_buffers.EVAL


print(buffers.REPLAY.sharding.spec, load_eval_buffers().sharding.spec)
