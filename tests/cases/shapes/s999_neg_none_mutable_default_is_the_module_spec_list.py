# EXPECT: none
# The tensor-parallel helper's default argument is the module's spec list itself: filling in the weight's spec
# there changes BASE_SPECS, so the shard_map built from it later expects the weight sharded over 'model'.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

BASE_SPECS = [P("data", None), P()]


def tensor_parallel_specs(specs=BASE_SPECS):
    specs[1] = P(None, "model")
    return specs


def kernel(x, w):
    return x @ w


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    tensor_parallel_specs()
    f = jax.shard_map(kernel, mesh=mesh, in_specs=tuple(BASE_SPECS), out_specs=P("data", "model"))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.ones((8, 16), np.float32), P("data", None))
        w = jax.device_put(np.ones((16, 8), np.float32), P(None, "model"))
        print(f(x, w).sharding.spec)
