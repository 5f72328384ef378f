# EXPECT: MESH221
# The (inputs, targets) pair is placed on an Auto mesh by one device_put; the shard_map's in_specs match its
# structure. The loss is averaged over the local shard only, so it still varies over 'data', which out_specs P()
# leaves out.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def eval_loss(w, batch):
    x, y = batch
    pred = jnp.tanh(x @ w)
    return jnp.mean((pred - y) ** 2)


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
batch = jax.device_put((jnp.ones((64, 16)), jnp.ones((64, 4))), NamedSharding(mesh, P("data")))
loss = jax.jit(jax.shard_map(eval_loss, mesh=mesh, in_specs=(P(), (P("data"), P("data"))), out_specs=P()))
print(loss(jnp.full((16, 4), 0.1), batch))
