# EXPECT: MESH221
# The per-device step takes jax.value_and_grad of a loss defined in model.py (a module naming no sharding API);
# the loss of the local batch varies over 'data', and out_specs P() claims it is replicated (no pmean).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import step

with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    print(step.step(jax.device_put(jnp.ones(()), P()), jax.device_put(jnp.ones(16), P("data"))))
