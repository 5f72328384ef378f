# EXPECT: none
# Restoring parameters: leaves that are already jax arrays are kept, others are placed. Every leaf here comes
# from jnp, so the bare-spec put is never reached.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def restore(params):
    out = {}
    for name, value in params.items():
        if isinstance(value, jax.Array):
            out[name] = value
            continue
        out[name] = jax.device_put(value, P("data"))
    return out


params = {"w": jnp.ones((8, 8)), "b": jnp.zeros((8,))}
print(sorted(restore(params)))
