# EXPECT: MESH219
# Grouped-query attention scored per example: vmap hands each example's [seq, kv_heads, head_dim] keys to
# the body, still split over the Explicit 'heads' axis on dimension 1, where jnp.repeat widens them.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class AttentionConfig:
    heads: int = 8
    kv_heads: int = 2
    head_dim: int = 8
    seq: int = 16

    @property
    def group(self):
        return self.heads // self.kv_heads


def example_scores(q, k, cfg):
    k = jnp.repeat(k, cfg.group, axis=1)
    return jnp.einsum("qhd,khd->hqk", q, k).mean()


def main():
    cfg = AttentionConfig()
    mesh = jax.make_mesh((4, 2), ("batch", "heads"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        key_q, key_k = jax.random.split(jax.random.key(0))
        q = jax.random.normal(key_q, (8, cfg.seq, cfg.heads, cfg.head_dim), out_sharding=P("batch", None, "heads"))
        k = jax.random.normal(key_k, (8, cfg.seq, cfg.kv_heads, cfg.head_dim), out_sharding=P("batch", None, "heads"))
        scores = jax.jit(jax.vmap(lambda q, k: example_scores(q, k, cfg)))(q, k)
        print(scores.shape)


if __name__ == "__main__":
    main()
