# EXPECT: none
# The same cached reducer called again under a mesh equal to its own (rebuilt from the same config): every call
# is checked against the context mesh, and equal abstract meshes pass.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

CONFIG = {"shape": (8,), "names": ("dp",)}


def build_mesh():
    return jax.make_mesh(CONFIG["shape"], CONFIG["names"], axis_types=(AxisType.Explicit,))


TRAIN = build_mesh()


@functools.lru_cache(maxsize=None)
def mean_reducer(mesh):
    def body(x):
        return jax.lax.pmean(jnp.mean(x, axis=0, keepdims=True), "dp")
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("dp", None), out_specs=P(None, None)))


class Metrics:
    def __init__(self, mesh):
        self.reduce = mean_reducer(mesh)

    def __call__(self, mesh, x):
        with jax.set_mesh(mesh):
            return self.reduce(x)


if __name__ == "__main__":
    metrics = Metrics(TRAIN)
    x = jax.device_put(jnp.arange(64.0).reshape(16, 4), NamedSharding(TRAIN, P("dp", None)))
    for mesh in (TRAIN, build_mesh()):
        print(metrics(mesh, x))
