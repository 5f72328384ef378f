# EXPECT: none
# The host batch is assembled into a global array split over both mesh axes
# (make_array_from_process_local_data), as the shard_map step expects it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def step(x):
    return jax.lax.pmean(jnp.mean(x, axis=0, keepdims=True), ("data", "fsdp"))


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "fsdp"), axis_types=(AxisType.Explicit,) * 2)
    batch_sharding = NamedSharding(mesh, P(("data", "fsdp"), None))
    host = np.ones((16, 8), np.float32)
    with jax.set_mesh(mesh):
        x = jax.make_array_from_process_local_data(batch_sharding, host)
        f = jax.shard_map(step, in_specs=P(("data", "fsdp"), None), out_specs=P(None, None))
        print(f(x).shape)
