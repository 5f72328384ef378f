import jax.numpy as jnp

from ..partitioning import place


class Attention:
    def __init__(self, heads):
        self.heads = heads

    def split_heads(self, x):
        b, d = x.shape
        x = jnp.reshape(x, (b, self.heads, d // self.heads))
        return place(x, ("batch", "heads", "head_dim"))
