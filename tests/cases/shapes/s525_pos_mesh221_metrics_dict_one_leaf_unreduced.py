# EXPECT: MESH221
# A data-parallel eval step returns a metrics dict under out_specs=P(): the loss is a local mean that still varies
# over 'data' (never reduced), next to a norm the analysis cannot follow.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))


def eval_step(params, batch):
    preds = batch @ params
    return {"loss": jnp.mean(preds ** 2), "norm": sum(jnp.sum(t * t) for t in [params])}


step = jax.jit(jax.shard_map(eval_step, mesh=mesh, in_specs=(P(), P("data")), out_specs=P()))
print(step(jnp.ones((4, 2)), jnp.ones((16, 4))))
