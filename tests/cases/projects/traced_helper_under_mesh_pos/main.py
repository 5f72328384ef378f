# EXPECT: MESH214
# The caller sets the mesh and jits the helper: the helper's shard_map names another mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType
from blocks import block

mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    print(jax.jit(block)(jnp.ones((4,))))
