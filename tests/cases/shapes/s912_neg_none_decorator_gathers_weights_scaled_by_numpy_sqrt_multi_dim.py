# EXPECT: none
# A decorator gathers the named weights before the layer runs. The weights are initialised as
# jax.random.normal(k, (d, f)) / np.sqrt(d) (a NumPy scalar: the array keeps its rank and sharding) and
# resharded over both mesh axes; the gather names both axes in reduced and passes multi_dim=True.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

AXES = ("fsdp", "tensor")


def gathered(*names):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(params, x):
            params = dict(params)
            for name in names:
                w = params[name]
                params[name] = top_level_all_gather(w, P(*([None] * w.ndim), reduced=set(AXES)), multi_dim=True)
            return fn(params, x)
        return wrapper
    return deco


@gathered("w")
def layer(params, x):
    return x @ params["w"]


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), AXES, axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        w = jax.random.normal(jax.random.key(0), (16, 8)) / np.sqrt(16)
        params = {"w": jax.sharding.reshard(w, P("fsdp", "tensor"))}
        print(layer(params, jnp.ones((4, 16))).shape)
