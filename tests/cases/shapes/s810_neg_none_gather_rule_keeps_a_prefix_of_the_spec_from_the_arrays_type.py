# EXPECT: none
# Per-kind gather rules build the out spec from the input's type (`jax.typeof(w).sharding.spec`). The dense rule
# keeps the first axis of the first dimension's ('data', 'model'), a prefix of it, and reduces the rest.
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

RULES = {}


def rule(kind):
    def register(fn):
        RULES[kind] = fn
        return fn
    return register


@rule("dense")
def dense_rule(spec):
    first = spec[0]
    keep = first[0] if isinstance(first, tuple) else None
    return P(keep, *spec[1:], reduced={"model"})


def materialize(params):
    out = {}
    for name, (w, kind) in params.items():
        out[name] = top_level_all_gather(w, RULES[kind](jax.typeof(w).sharding.spec))
    return out


mesh = jax.make_mesh((2, 4), ("data", "model"))
with jax.set_mesh(mesh):
    w = jax.device_put(jnp.ones((16, 16)), P(("data", "model"), None))
    print(jax.tree.map(jnp.shape, materialize({"w": (w, "dense")})))
