# EXPECT: MESH203
# A pipeline registered by a class decorator (which returns the class itself): its method places a batch with
# a bare spec, and the mesh the launcher builds is never entered.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

PIPELINES = {}


def register(name):
    def wrap(cls):
        PIPELINES[name] = cls
        return cls
    return wrap


@register("sharded")
class ShardedPipeline:
    def __init__(self, batch_size):
        self.batch_size = batch_size

    def next_batch(self):
        return jax.device_put(np.zeros((self.batch_size, 4), np.float32), P("data", None))


mesh = jax.make_mesh((8,), ("data",))
pipe = PIPELINES["sharded"](16)
pipe.next_batch()
