# EXPECT: none
# A runtime-checkable Protocol is matched by structure: the provider class never names it as a base, yet
# isinstance(provider, MeshProvider) is True, so the fallback branch (a bare-spec device_put with no mesh set)
# never runs.
from typing import Protocol, runtime_checkable

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


@runtime_checkable
class MeshProvider(Protocol):
    def mesh(self): ...


class DataParallel:
    def __init__(self):
        self._mesh = jax.make_mesh((8,), ("data",))

    def mesh(self):
        return self._mesh


def place(provider, x):
    if isinstance(provider, MeshProvider):
        return jax.device_put(x, NamedSharding(provider.mesh(), P("data")))
    return jax.device_put(x, P("data"))


if __name__ == "__main__":
    print(place(DataParallel(), jnp.ones((16,))).sharding)
