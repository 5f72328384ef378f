# EXPECT: MESH221
# Same dict of options but check_vma left at its default (True): out_specs=P() claims a replication the body lacks.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

SHMAP_OPTS = {"in_specs": P("data"), "out_specs": P()}


def local_loss(x):
    return jnp.mean(x ** 2)


mesh = jax.make_mesh((8,), ("data",))
loss_fn = jax.shard_map(local_loss, mesh=mesh, **SHMAP_OPTS)
with jax.set_mesh(mesh):
    loss = loss_fn(jax.device_put(jnp.arange(16.0), P("data")))
