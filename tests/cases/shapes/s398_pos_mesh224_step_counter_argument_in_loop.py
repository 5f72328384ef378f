# EXPECT: MESH224
# A warm-up schedule inside a per-device step: the step counter is passed as a replicated scalar (P()) from the
# training loop. One branch returns a constant, the other the local loss, which varies over 'batch'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def local_step(x, step):
    return jax.lax.cond(step < 10, lambda: 0.0, lambda: jnp.mean(x ** 2))


mesh = jax.make_mesh((8,), ("batch",))
step_fn = jax.shard_map(local_step, mesh=mesh, in_specs=(P("batch"), P()), out_specs=P("batch"))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((16, 2)), P("batch"))
    for step in range(2):
        step_fn(x, jnp.int32(step))
