# EXPECT: none
# The same host copy given to a shard_map that takes it replicated (in_specs P()): the whole array is what
# it asks for.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("x",))
total = jax.shard_map(lambda a: a.sum(keepdims=True)[0] * jnp.ones((1, 4)), mesh=mesh, in_specs=P(),
                      out_specs=P("x"))
w = jax.device_put(jnp.ones((8, 4)), NamedSharding(mesh, P("x")))
w_host = np.asarray(w)
print(total(w_host).shape)
