# EXPECT: MESH001
# A typing.NamedTuple run config; the evaluation variant is made with `_replace` and turns the top-level
# gather on. Under the Auto mesh JAX raises at the gather (every axis must be Explicit).
from typing import NamedTuple

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


class RunConfig(NamedTuple):
    batch: int
    top_level_gather: bool = False


def unshard(x, cfg: RunConfig):
    if cfg.top_level_gather:
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


def evaluate(mesh, train_cfg: RunConfig):
    eval_cfg = train_cfg._replace(batch=train_cfg.batch * 2, top_level_gather=True)
    with jax.set_mesh(mesh):
        x = jax.device_put(np.ones(eval_cfg.batch, np.float32), P("x"))
        return unshard(x, eval_cfg).shape


print(evaluate(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)), RunConfig(batch=16)))
