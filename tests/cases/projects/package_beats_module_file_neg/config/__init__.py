import jax

WIDTH = 2
jax.set_mesh(jax.make_mesh((8,), ("x",)))
