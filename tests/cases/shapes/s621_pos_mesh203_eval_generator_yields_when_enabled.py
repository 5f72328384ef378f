# EXPECT: MESH203
# The same eval-batch generator with eval on: it yields, and the bare-spec put in the loop has no mesh.
import dataclasses

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    eval_enabled: bool = True
    eval_steps: int = 2


def eval_batches(cfg):
    if not cfg.eval_enabled:
        return
    for step in range(cfg.eval_steps):
        yield np.full((8, 4), step, np.float32)


cfg = Config()
for batch in eval_batches(cfg):
    jax.device_put(batch, P("data"))
