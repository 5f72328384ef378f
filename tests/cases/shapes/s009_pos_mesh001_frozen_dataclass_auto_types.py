# EXPECT: MESH001
# Frozen dataclass config whose axis_types field default is Auto; the train step gathers under that mesh.
import dataclasses
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (8,)
    axes: tuple = ('fsdp',)
    axis_types: tuple = (AxisType.Auto,)


@jax.jit
def gather(w):
    return top_level_all_gather(w, P(reduced={'fsdp'}))


def main(cfg: MeshConfig):
    mesh = jax.make_mesh(cfg.shape, cfg.axes, axis_types=cfg.axis_types)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((16,)), P('fsdp'))
        gather(w)


main(MeshConfig())
