import jax

DATA_MESH = jax.make_mesh((8,), ('x',), axis_types=('explicit',))
