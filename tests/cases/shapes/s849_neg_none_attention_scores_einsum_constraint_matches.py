# EXPECT: none
# Attention scores from an einsum keep the batch ('data') and head ('model') shardings of q and k; the block
# then asserts exactly that layout, which holds.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class AttnConfig:
    heads: int = 4
    head_dim: int = 8
    scores_spec: tuple = ("data", "model", None, None)


class SelfAttention:
    def __init__(self, cfg: AttnConfig):
        self.cfg = cfg

    def scores(self, q, k):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(self.cfg.head_dim)
        return jax.lax.with_sharding_constraint(s, P(*self.cfg.scores_spec))


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    cfg = AttnConfig()
    layer = SelfAttention(cfg)
    with jax.set_mesh(mesh):
        q = jax.device_put(jnp.ones((4, 6, cfg.heads, cfg.head_dim)), P("data", None, "model", None))
        k = jax.device_put(jnp.ones((4, 6, cfg.heads, cfg.head_dim)), P("data", None, "model", None))
        print(jax.typeof(jax.jit(layer.scores)(q, k)))


if __name__ == "__main__":
    main()
