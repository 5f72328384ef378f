"""A data-parallel forward pass built by a factory from the mesh and a config."""
import dataclasses

import jax
from jax.sharding import PartitionSpec as P

import layers


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    batch_axis: str = 'data'
    replicated_output: bool = True


def build_forward(mesh, cfg: ModelConfig):
    out = P() if cfg.replicated_output else P(cfg.batch_axis)
    return jax.jit(jax.shard_map(layers.stack, mesh=mesh, in_specs=(P(cfg.batch_axis), P()), out_specs=out))
