# EXPECT: none
# The same evaluation config is folded in place on a deep copy, but the loss function is built for the mesh it
# runs under: the evaluation one.
import copy
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass
class MeshConfig:
    shape: list = dataclasses.field(default_factory=lambda: [4, 2])
    axes: tuple = ("data", "model")


def build(cfg):
    return jax.make_mesh(tuple(cfg.shape), cfg.axes)


def for_eval(cfg):
    ev = copy.deepcopy(cfg)
    ev.shape[0] *= ev.shape[1]
    ev.shape[1] = 1
    return ev


train_cfg = MeshConfig()
train_mesh = build(train_cfg)
eval_mesh = build(for_eval(train_cfg))
loss = jax.shard_map(lambda x: jax.lax.pmean(jnp.mean(x), "data"), mesh=eval_mesh,
                     in_specs=P("data"), out_specs=P())
with jax.set_mesh(eval_mesh):
    batch = jax.device_put(jnp.ones((16,)), P("data"))
    print(loss(batch))
