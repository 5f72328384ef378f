# EXPECT: none
# Importing env runs importlib.import_module on a platform module whose import enters the global mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import env  # noqa: F401  (sets up the platform)


def init(seed=0):
    return jax.random.uniform(jax.random.key(seed), (8, 4), out_sharding=P("data", "model"))


print(init().sharding.spec)
