# EXPECT: MESH208
# explicit_axes used as a decorator factory (`@explicit_axes(in_sharding=...)`, no function given) wraps the
# function all the same; called with no mesh set, it cannot make the axes Explicit.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Metrics:
    @staticmethod
    @jax.sharding.explicit_axes(in_sharding=P("data"))
    def scaled_sum(x):
        return jnp.sum(x * 2.0)


mesh = jax.make_mesh((8,), ("data",))
print(Metrics.scaled_sum(jnp.arange(16.0)))
