# EXPECT: none
# Weights come from an init helper (a scaled normal) and are placed sharded over 'model' (tensor parallel); the
# activation is then P('data', 'model'), as the constraint says: under an all-Explicit mesh the assert holds.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    d_in: int = 8
    d_hidden: int = 6
    param_mode: str = "tensor_parallel"


def init_weight(key, cfg):
    return jax.random.normal(key, (cfg.d_in, cfg.d_hidden)) / cfg.d_in ** 0.5


def weight_spec(mode):
    return P(None, "model") if mode == "tensor_parallel" else P(None, None)


@jax.jit
def layer(w, x):
    h = jax.lax.with_sharding_constraint(x @ w, P("data", "model"))
    return jax.nn.gelu(h)


def main(cfg):
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        w = jax.device_put(init_weight(jax.random.key(0), cfg), weight_spec(cfg.param_mode))
        x = jax.device_put(jnp.ones((12, cfg.d_in)), P("data", None))
        return layer(w, x)


print(main(Config()).shape)
