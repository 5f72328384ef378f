# EXPECT: MESH218
# Parameters initialised with a scaled normal are placed replicated and marked reduced over every mesh axis
# (so that their gradients come back unreduced); one of those axes is Auto, and reduced axes must be Explicit.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

D_IN, D_OUT = 8, 4
CONFIG = {"axes": ("replica", "data"), "types": {"replica": "auto", "data": "explicit"}}


def build_mesh(cfg):
    kinds = {"auto": AxisType.Auto, "explicit": AxisType.Explicit}
    return jax.make_mesh((2, 4), cfg["axes"], axis_types=tuple(kinds[cfg["types"][a]] for a in cfg["axes"]))


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (D_IN, D_OUT)) / D_IN ** 0.5,
            "b": jax.random.normal(k2, (D_OUT,)) * 0.01}


def replicated(ndim):
    return P(*([None] * ndim), reduced=set(CONFIG["axes"]))


def main():
    with jax.set_mesh(build_mesh(CONFIG)):
        params = jax.tree.map(lambda a: jax.device_put(a, replicated(a.ndim)), init(jax.random.key(0)))
        print({k: jax.typeof(v) for k, v in params.items()})


main()
