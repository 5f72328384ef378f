# EXPECT: none
# The same schedule with the loss averaged over 'batch' in the second branch: both branches are replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def local_step(x, step):
    return jax.lax.cond(step < 10, lambda: 0.0, lambda: jax.lax.pmean(jnp.mean(x ** 2), "batch"))


mesh = jax.make_mesh((8,), ("batch",))
step_fn = jax.shard_map(local_step, mesh=mesh, in_specs=(P("batch"), P()), out_specs=P())
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 2)), P("batch"))
    for step in range(2):
        print(step_fn(x, jnp.int32(step)))
