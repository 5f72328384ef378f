# EXPECT: MESH221
# A data-parallel step returns a metrics dict: the gradient norm is summed over 'data', but the loss is the local
# shard's mean, and out_specs P() claims every entry is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def local_metrics(x):
    loss = jnp.mean(x ** 2)
    grad_norm = jax.lax.psum(jnp.sum(x * x), "data")
    return {"grad_norm": grad_norm, "loss": loss}


mesh = jax.make_mesh((8,), ("data",))
metrics_fn = jax.shard_map(local_metrics, mesh=mesh, in_specs=P("data"), out_specs=P())
with jax.set_mesh(mesh):
    metrics_fn(jax.device_put(jnp.ones((16,)), P("data")))
