# EXPECT: MESH213
# A Trainer keeps a jitted mesh-less shard_map step on self; train() reaches it through a module helper, no mesh set.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def _sync(g):
    return jax.lax.pmean(g, 'data')


class Trainer:
    def __init__(self, n):
        self.n = n
        self.mesh = jax.make_mesh((8,), ('data',))
        self.sync = jax.jit(jax.shard_map(_sync, in_specs=P('data'), out_specs=P('data')))


def run_epoch(trainer, grads):
    for _ in range(trainer.n):
        grads = trainer.sync(grads)
    return grads


run_epoch(Trainer(2), jnp.ones((16,)))
