# EXPECT: none
# The same metrics with the loss averaged over 'data' too, and out_specs given per entry.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def local_metrics(x):
    loss = jax.lax.pmean(jnp.mean(x ** 2), "data")
    grad_norm = jax.lax.psum(jnp.sum(x * x), "data")
    return {"grad_norm": grad_norm, "loss": loss, "per_example": x}


mesh = jax.make_mesh((8,), ("data",))
metrics_fn = jax.shard_map(local_metrics, mesh=mesh, in_specs=P("data"),
                           out_specs={"grad_norm": P(), "loss": P(), "per_example": P("data")})
with jax.set_mesh(mesh):
    print(metrics_fn(jax.device_put(jnp.ones((16,)), P("data")))["loss"])
