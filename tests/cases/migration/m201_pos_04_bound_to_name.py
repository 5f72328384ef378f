# EXPECT: MESH201
# The attribute is read (not called) when binding a compatibility alias at module level.
import jax

mesh_ctx = jax.sharding.use_mesh
mesh = jax.make_mesh((2, 4), ('dp', 'tp'))
with mesh_ctx(mesh):
    pass
