# EXPECT: MESH214
# A shard_map given mesh= is checked against the context mesh at every call, not only the first: the reducer
# a cache hands back for the training mesh fails when the eval loop calls it under its Auto mesh.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

TRAIN = jax.make_mesh((8,), ("dp",), axis_types=(AxisType.Explicit,))
EVAL = jax.make_mesh((8,), ("dp",), axis_types=(AxisType.Auto,))


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
    for mesh in (TRAIN, EVAL):
        print(metrics(mesh, x))
