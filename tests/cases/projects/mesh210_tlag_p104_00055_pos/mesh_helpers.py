import jax

def build_mesh():
    return jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('data', 'fsdp', 'model'), axis_types=('auto', 'auto', 'auto'))

class Stage_2:

    def run(stage):
        mesh = build_mesh()
