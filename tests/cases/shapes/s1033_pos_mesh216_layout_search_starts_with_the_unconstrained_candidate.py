# EXPECT: MESH216
# The layout search's generator makes its first candidate with P.UNCONSTRAINED on an all-Explicit mesh: the
# loop asks for at least that one, and JAX refuses the sharding as it is made.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

SHAPE = (64, 128)


def candidates(mesh):
    yield NamedSharding(mesh, P(P.UNCONSTRAINED, "cols"))
    yield NamedSharding(mesh, P("rows", "cols"))


def pick(mesh):
    for sharding in candidates(mesh):
        if int(np.prod(sharding.shard_shape(SHAPE))) * 4 <= 4096:
            return sharding
    raise RuntimeError("nothing fits")


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("rows", "cols"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    print(jax.device_put(jnp.ones(SHAPE), pick(mesh)).sharding.spec)
