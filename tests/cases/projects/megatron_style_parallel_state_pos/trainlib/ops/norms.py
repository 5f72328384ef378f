import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from ..parallel import state


def _local_sq_sum(g):
    return jax.lax.psum(jnp.sum(g * g), ("data", "model"))


def global_grad_norm(grad):
    """L2 norm of a (data, model)-sharded gradient: each shard sums its squares, then one psum."""
    sq = jax.shard_map(
        _local_sq_sum,
        mesh=state.device_mesh(),
        in_specs=(P("data", "model"),),
        out_specs=P(),
    )(grad)
    return jnp.sqrt(sq)
