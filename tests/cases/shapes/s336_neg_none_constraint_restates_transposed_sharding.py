# EXPECT: none
# Under all-Explicit axes, constraints that restate the sharding JAX already propagated are fine asserts:
# matmul of P('data',None) by P(None,'model') is P('data','model'); a sum over the sharded dim is replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("data", "model"))


@jax.jit
def forward(x, w):
    h = x @ w
    h = jax.lax.with_sharding_constraint(h, P("data", "model"))
    s = jnp.sum(h, axis=0)
    s = jax.lax.with_sharding_constraint(s, P("model"))
    t = h.T
    t = jax.lax.with_sharding_constraint(t, P("model", "data"))
    return s, t


with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 16), np.float32), P("data", None))
    w = jax.device_put(np.ones((16, 4), np.float32), P(None, "model"))
    s, t = forward(x, w)
    print(s.sharding.spec, t.sharding.spec)
