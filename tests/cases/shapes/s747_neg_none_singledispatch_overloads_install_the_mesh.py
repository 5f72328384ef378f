# EXPECT: none
# Runtime setup dispatched on the config's type: the base refuses unknown configs and each registered
# overload builds and installs its mesh, so the bare specs after the call resolve.
import dataclasses
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass
class PodConfig:
    shape: tuple = (4, 2)


@dataclasses.dataclass
class HostConfig:
    shape: tuple = (8,)


@functools.singledispatch
def setup_runtime(cfg):
    raise NotImplementedError(type(cfg))


@setup_runtime.register
def _(cfg: PodConfig):
    mesh = jax.make_mesh(cfg.shape, ("data", "model"))
    jax.set_mesh(mesh)
    return mesh


@setup_runtime.register
def _(cfg: HostConfig):
    mesh = jax.make_mesh(cfg.shape, ("data",))
    jax.set_mesh(mesh)
    return mesh


def main():
    setup_runtime(PodConfig())
    x = jax.device_put(np.ones((16, 8), np.float32), P("data", None))
    y = jnp.zeros((16, 8), out_sharding=P("data", "model"))
    print(jax.typeof(x + y))


main()
