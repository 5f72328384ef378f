# EXPECT: MESH212
# An FSDP-style spec whose first entry shards over two axes of different types (`('data', 'model')`, Explicit
# and Auto): jax 0.10.2 builds the NamedSharding, and with_sharding_constraint then refuses the Explicit axis.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class ShardingConfig:
    mesh_shape: tuple = (2, 4)
    mesh_axes: tuple = ('data', 'model')
    axis_types: tuple = (AxisType.Explicit, AxisType.Auto)
    weight_spec: P = P(('data', 'model'), None)


def build_mesh(cfg):
    return jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes, axis_types=cfg.axis_types)


def shard_weights(cfg, w):
    return jax.lax.with_sharding_constraint(w * 2, cfg.weight_spec)


cfg = ShardingConfig()
with jax.set_mesh(build_mesh(cfg)):
    w = jnp.ones((16, 8))
    w = jax.jit(shard_weights, static_argnums=0)(cfg, w)
