import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MLP:
    """A flax-like module: declares param shapes and their logical partitioning."""
    param_axes = {"wi": ("embed", "mlp"), "wo": ("mlp", "embed")}

    def __init__(self, d_model, d_ff):
        self.d_model = d_model
        self.d_ff = d_ff

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "wi": jax.random.normal(k1, (self.d_model, self.d_ff)) * 0.02,
            "wo": jax.random.normal(k2, (self.d_ff, self.d_model)) * 0.02,
        }

    def apply(self, params, x):
        return jax.nn.gelu(x @ params["wi"]) @ params["wo"]


RULES = (("batch", "data"), ("embed", None), ("mlp", "model"))


def logical_spec(names, rules=RULES):
    table = dict(rules)
    return P(*[table.get(n) for n in names])


def param_specs(module):
    return {k: logical_spec(v) for k, v in module.param_axes.items()}
