import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.shard_map(in_specs=(P(), P("data")), out_specs=P())
def _mse(w, batch):
    err = batch["x"] @ w - batch["y"]
    total = jax.lax.psum(jnp.sum(err * err), "data")
    count = jax.lax.psum(err.shape[0], "data")
    return total / count


loss_fn = jax.jit(_mse)
