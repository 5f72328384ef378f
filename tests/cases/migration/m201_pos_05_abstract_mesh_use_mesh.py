# EXPECT: MESH201
# use_mesh with an AbstractMesh (an old way to trace without devices) - still the removed attribute.
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType

abstract = AbstractMesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit))
with jax.sharding.use_mesh(abstract):
    out = jax.eval_shape(lambda a: a * 2, jax.ShapeDtypeStruct((8, 4), jnp.float32))
