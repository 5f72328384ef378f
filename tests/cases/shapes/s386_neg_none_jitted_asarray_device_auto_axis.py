# EXPECT: none
# Converting onto the mesh's Auto axis (or replicated) is a plain hint: fine with or without a mesh set.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
SPECS = {"embed": P(None, "model"), "bias": P()}


@jax.jit
def load(table, bias):
    return (jnp.asarray(table, device=NamedSharding(mesh, SPECS["embed"])),
            jnp.array(bias, device=NamedSharding(mesh, SPECS["bias"])))


print(load(np.zeros((8, 8), np.float32), np.zeros((8,), np.float32))[0].shape)
