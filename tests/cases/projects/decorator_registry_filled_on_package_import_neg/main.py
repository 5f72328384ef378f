# EXPECT: none
# Strategies register themselves in a registry when their package is imported; the one chosen by name
# shards every weight over 'fsdp' (Explicit) only. The registered fsdp_tp strategy would name 'tp' (Auto).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType

from strategies import get_strategy

STRATEGY = "fsdp"


def init_params(key, hidden, layers):
    params = {}
    for i, k in enumerate(jax.random.split(key, layers)):
        ku, kd = jax.random.split(k)
        params[f"layer_{i}"] = {
            "w_up": jax.random.normal(ku, (hidden, 4 * hidden)) * 0.02,
            "w_down": jax.random.normal(kd, (4 * hidden, hidden)) * 0.02,
            "bias": jnp.zeros((hidden,)),
        }
    return params


def main():
    mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit, AxisType.Auto))
    with jax.set_mesh(mesh):
        params = get_strategy(STRATEGY)(init_params(jax.random.key(0), 16, 2))
        for path, leaf in jax.tree_util.tree_leaves_with_path(params):
            print(jax.tree_util.keystr(path), leaf.sharding.spec)


if __name__ == "__main__":
    main()
