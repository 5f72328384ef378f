# EXPECT: none
# A replicated host batch is placed by a jitted identity with out_shardings=P('data'), then fed to a shard_map with in_specs=P('data').
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
place = jax.jit(lambda a: a, out_shardings=P("data"))
double = jax.jit(jax.shard_map(lambda b: b * 2, mesh=mesh, in_specs=P("data"), out_specs=P("data")))

with jax.set_mesh(mesh):
    batch = place(np.arange(16, dtype=np.float32))
    print(double(batch))
