# EXPECT: MESH218
# Abstract inputs built by a factory under the training mesh, then read for the serving mesh: the struct keeps its
# bare PartitionSpec, and reading its sharding resolves it on the mesh set at the read (all Auto there), which
# refuses reduced={'model'}.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def abstract_inputs(batch):
    return jax.ShapeDtypeStruct((batch, 8), jnp.float32, sharding=P('data', reduced={'model'}))


train_mesh = jax.make_mesh((4, 2), ('data', 'model'))
serve_mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)

jax.set_mesh(train_mesh)
spec = abstract_inputs(16)
print(spec.sharding)
jax.set_mesh(serve_mesh)
print(spec.sharding)
