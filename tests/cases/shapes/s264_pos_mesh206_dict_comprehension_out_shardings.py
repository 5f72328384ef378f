# EXPECT: MESH206
# out_shardings built per parameter with a dict comprehension of bare specs; the step is called with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

layout = {'wq': ('fsdp', 'tp'), 'wo': ('tp', 'fsdp')}
param_specs = {k: P(*v) for k, v in layout.items()}

train = jax.jit(lambda p: jax.tree.map(lambda a: a * 0.9, p), out_shardings=param_specs)
params = train({'wq': jnp.ones((8, 4)), 'wo': jnp.ones((4, 8))})
