import jax
MESH = jax.make_mesh((8,), ("r",))
jax.set_mesh(MESH)
NAME = "src-common"
