# EXPECT: MESH001
# A frozen dataclass config carries Auto axis types into a trainer class; the mesh is read through a property.
from dataclasses import dataclass
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@dataclass(frozen=True)
class Config:
    axes: tuple = ('x',)
    types: tuple = (AxisType.Auto,)


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self._mesh = jax.make_mesh((8,), cfg.axes, axis_types=cfg.types)

    @property
    def mesh(self):
        return self._mesh

    def step(self, x):
        with jax.set_mesh(self.mesh):
            return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


def main():
    Trainer(Config()).step(jnp.arange(16.))


if __name__ == "__main__":
    main()
