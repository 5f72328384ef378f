# EXPECT: MESH214
# The config holds each mesh as one (shape, names) tuple, unpacked into jax.make_mesh by a setup function that
# stores the meshes in module globals. The MoE layer's shard_map is bound to the expert mesh, but the dense mesh
# was installed globally with jax.set_mesh, so the context mesh does not match the shard_map's mesh.
import types

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

cfg = types.SimpleNamespace(
    dense_mesh=((2, 4), ("data", "model")),
    expert_mesh=((8,), ("expert",)),
    n_experts=8,
    d_model=16,
)

DENSE_MESH = None
EXPERT_MESH = None


def setup_meshes():
    global DENSE_MESH, EXPERT_MESH
    DENSE_MESH = jax.make_mesh(*cfg.dense_mesh)
    EXPERT_MESH = jax.make_mesh(*cfg.expert_mesh)


def expert_ffn(x):
    return jax.nn.gelu(x) * 0.5


class MoELayer:
    def __init__(self):
        self.apply = jax.shard_map(expert_ffn, mesh=EXPERT_MESH,
                                   in_specs=P("expert"), out_specs=P("expert"))

    def __call__(self, tokens):
        return self.apply(tokens)


def main():
    setup_meshes()
    layer = MoELayer()
    tokens = jax.device_put(jnp.ones((cfg.n_experts * 4, cfg.d_model)),
                            NamedSharding(EXPERT_MESH, P("expert")))
    jax.set_mesh(DENSE_MESH)
    out = layer(tokens)
    print(out.shape)


main()
