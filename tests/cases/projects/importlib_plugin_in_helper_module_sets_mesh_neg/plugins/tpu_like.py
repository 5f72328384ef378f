import jax

MESH = jax.make_mesh((4, 2), ("data", "model"))
jax.set_mesh(MESH)
