# EXPECT: none
# An L1 regulariser takes jnp.linalg.norm(w, 1) (ord=1: a scalar matrix norm) of a row-sharded weight; asserting it replicated holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P



@jax.jit
def l1_penalty(w):
    n = jnp.linalg.norm(w, 1)
    n = jax.lax.with_sharding_constraint(n, P())
    return 1e-3 * n


with jax.set_mesh(jax.make_mesh((8,), ("fsdp",))):
    w = jax.device_put(jnp.ones((16, 4)), P("fsdp", None))
    print(l1_penalty(w))
