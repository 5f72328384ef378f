# EXPECT: MESH204
# Printing the struct formats its sharding, which resolves the PartitionSpec against the (empty) mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec

abstract_params = {
    'w': jax.ShapeDtypeStruct((16, 8), jnp.bfloat16, sharding=PartitionSpec(None, 'model')),
}
print(abstract_params)
