# EXPECT: none
# The same runner given a batch already placed as its in_spec says (and a second call leaving in_specs to the
# inputs' own sharding): shard_map takes both.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

MESH = jax.make_mesh((8,), ("d",))


def run_sharded(fn, *inputs, specs=P("d")):
    return jax.shard_map(fn, mesh=MESH, in_specs=specs, out_specs=P())(*inputs)


def total(x):
    return jax.lax.psum(jnp.sum(x), "d")


batch = jax.device_put(np.ones((16,), np.float32), NamedSharding(MESH, P("d")))
print(run_sharded(total, batch))
print(run_sharded(lambda x: jax.lax.psum(jnp.sum(x), "d"), batch, specs=P("d")))
