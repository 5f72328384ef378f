# EXPECT: none
# A feature switch stored as an attribute of the function it controls (set once after the def, as some
# codebases do for "static" flags). It is off, so the top-level gather, which this Auto mesh cannot run, never
# runs. The switch is the program's own value: information at most.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


def unshard(x):
    if unshard.use_top_level_gather:
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


unshard.use_top_level_gather = False


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh

    def eval_step(self, batch):
        with jax.set_mesh(self.mesh):
            return unshard(jax.device_put(batch, P("x"))).shape


trainer = Trainer(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)))
print(trainer.eval_step(np.ones(16, np.float32)))
