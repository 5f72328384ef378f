# EXPECT: MESH005
# A ZeRO-3 style model builds its layer weights in a list comprehension over split keys, each sharded over the
# fsdp and tp axes. gather() all-gathers both dimensions (reduced over fsdp and tp), but multi_dim is derived
# from len(cfg.fsdp_axes) > 1, which is False with a single fsdp axis.
import types

import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

cfg = types.SimpleNamespace(fsdp_axes=("fsdp",), tp_axis="tp", n_layers=3, width=16)


class Zero3Model:
    def __init__(self, mesh):
        self.mesh = mesh
        self.sharding = NamedSharding(mesh, P("fsdp", "tp"))

    def init(self, key):
        return [jax.device_put(jax.random.normal(k, (cfg.width, cfg.width)), self.sharding)
                for k in jax.random.split(key, cfg.n_layers)]

    def gather(self, w):
        return top_level_all_gather(w, P(None, None, reduced=set(cfg.fsdp_axes) | {cfg.tp_axis}),
                                    multi_dim=len(cfg.fsdp_axes) > 1)

    def forward(self, params, x):
        for w in params:
            x = jnp.tanh(x @ self.gather(w))
        return x


def main():
    mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
    model = Zero3Model(mesh)
    with jax.set_mesh(mesh):
        params = model.init(jax.random.key(0))
        full = [model.gather(w) for w in params]
        x = jax.device_put(jnp.ones((8, cfg.width)), P("fsdp", None))
        y = model.forward(params, x)
    print([w.shape for w in full], y.shape)


main()
