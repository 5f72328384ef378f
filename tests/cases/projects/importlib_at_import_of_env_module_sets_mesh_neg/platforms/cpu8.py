import jax

jax.set_mesh(jax.make_mesh((4, 2), ("data", "model")))
