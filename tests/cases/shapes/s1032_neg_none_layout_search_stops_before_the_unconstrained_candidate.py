# EXPECT: none
# The layout search walks candidate shardings from a generator, cheapest first, and stops at the first that
# fits the per-device budget; the last candidate (P.UNCONSTRAINED, refused on an all-Explicit mesh) is never
# made, since the generator is lazy and the loop breaks before asking for it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

SHAPE = (64, 128)
BUDGET = 64 * 128 * 4 // 8


def candidates(mesh):
    yield NamedSharding(mesh, P())
    yield NamedSharding(mesh, P("rows", "cols"))
    yield NamedSharding(mesh, P(P.UNCONSTRAINED, "cols"))


def per_device_bytes(sharding):
    return int(np.prod(sharding.shard_shape(SHAPE))) * 4


def pick(mesh):
    for sharding in candidates(mesh):
        if per_device_bytes(sharding) <= BUDGET:
            return sharding
    raise RuntimeError("nothing fits")


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("rows", "cols"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    w = jax.device_put(jnp.ones(SHAPE), pick(mesh))
    print(w.sharding.spec)
