# EXPECT: none
# FSDP-style class: the same dataclass specs, gathered with multi_dim=True (correct).
import dataclasses
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@dataclasses.dataclass(frozen=True)
class ShardingRules:
    param: P = P('fsdp', 'tensor')
    gathered: P = P(None, None, reduced={'fsdp', 'tensor'})


class FSDP:
    def __init__(self, rules):
        self.rules = rules
        self.mesh = jax.make_mesh((4, 2), ('fsdp', 'tensor'))

    def gather(self, w):
        with jax.set_mesh(self.mesh):
            w = jax.device_put(w, self.rules.param)
            return top_level_all_gather(w, self.rules.gathered, multi_dim=True)


FSDP(ShardingRules()).gather(np.ones((8, 2)))
