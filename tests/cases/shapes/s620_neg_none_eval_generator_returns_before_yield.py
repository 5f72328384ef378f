# EXPECT: none
# An eval-batch generator returns before its first yield when eval is off in the config: the loop over it gets
# nothing, so the bare-spec put in its body never runs.
import dataclasses

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    eval_enabled: bool = False
    eval_steps: int = 2


def eval_batches(cfg):
    if not cfg.eval_enabled:
        return
    for step in range(cfg.eval_steps):
        yield np.full((8, 4), step, np.float32)


cfg = Config()
seen = 0
for batch in eval_batches(cfg):
    jax.device_put(batch, P("data"))
    seen += 1
else:
    print("eval batches:", seen)
