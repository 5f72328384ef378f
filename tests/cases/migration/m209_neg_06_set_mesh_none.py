# EXPECT: none
# set_mesh(None) clears the mesh; it has no axes at all.
import jax

jax.set_mesh(jax.make_mesh((8,), ('x',)))
jax.set_mesh(None)
