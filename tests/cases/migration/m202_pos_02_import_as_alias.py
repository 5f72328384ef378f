# EXPECT: MESH202
# Aliased import: `from jax.sharding import use_mesh as set_mesh_ctx`.
import jax
from jax.sharding import use_mesh as set_mesh_ctx

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with set_mesh_ctx(mesh):
    pass
