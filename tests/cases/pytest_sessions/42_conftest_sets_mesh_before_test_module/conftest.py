import jax

jax.set_mesh(jax.make_mesh((8,), ("data",)))  # pytest imports conftest.py before any test module
