# EXPECT: none
# A different missing attribute on jax.sharding: an AttributeError, but not about use_mesh.
import jax

mesh = jax.make_mesh((8,), ('x',))
with jax.sharding.use_mesh_context(mesh):
    pass
