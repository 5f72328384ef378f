import jax.numpy as jnp
from model.layers import shard_batch
def run():
    return shard_batch(jnp.ones((8, 4)))
