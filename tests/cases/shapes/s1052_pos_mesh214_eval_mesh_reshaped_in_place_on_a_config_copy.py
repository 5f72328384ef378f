# EXPECT: MESH214
# Evaluation runs pure data parallel: its config is a deep copy of the training one whose mesh shape is folded
# in place ([4, 2] -> [8, 1]). The loss function's shard_map keeps the training mesh, and is called under the
# evaluation mesh: same names, another shape.
import copy
import dataclasses
from functools import partial

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
loss = jax.shard_map(lambda x: jax.lax.pmean(jnp.mean(x), "data"), mesh=train_mesh,
                     in_specs=P("data"), out_specs=P())
eval_mesh = build(for_eval(train_cfg))
with jax.set_mesh(eval_mesh):
    batch = jax.device_put(jnp.ones((16,)), P("data"))
    print(loss(batch))
