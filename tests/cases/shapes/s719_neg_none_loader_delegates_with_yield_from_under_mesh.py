# EXPECT: none
# The same delegating loader, consumed under `jax.set_mesh`, and a second one delegating to a tuple of
# NamedShardings: every placement resolves.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def shard_specs(axis):
    yield P(axis)


def loader(cfg):
    yield from shard_specs(cfg["axis"])


def named_loader():
    yield from (NamedSharding(mesh, P("data")), NamedSharding(mesh, P()))


with jax.set_mesh(mesh):
    for spec in loader({"axis": "data"}):
        jax.device_put(np.ones((8, 2), np.float32), spec)
for sharding in named_loader():
    jax.device_put(np.ones((8, 2), np.float32), sharding)
print("ok")
