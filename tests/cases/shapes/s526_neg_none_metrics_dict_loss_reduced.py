# EXPECT: none
# The same eval step with the loss averaged over 'data' before it leaves the shard_map.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ("data",))


def eval_step(params, batch):
    preds = batch @ params
    return {"loss": jax.lax.pmean(jnp.mean(preds ** 2), "data"), "norm": sum(jnp.sum(t * t) for t in [params])}


step = jax.jit(jax.shard_map(eval_step, mesh=mesh, in_specs=(P(), P("data")), out_specs=P()))
print(step(jnp.ones((4, 2)), jnp.ones((16, 4))))
