# EXPECT: none
# The same while_loop with an elementwise body: the state keeps its sharding.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit, AxisType.Explicit))

def refine(state):
    def cond(s):
        return s[1] < 3
    def body(s):
        v, i = s
        return jnp.tanh(v) * 2 + 1, i + 1
    return jax.lax.while_loop(cond, body, state)

with jax.set_mesh(mesh):
    v = jax.device_put(np.zeros((8, 8), np.float32), P("x", None))
    out = jax.jit(refine)((v, 0))
    print(out[0].sharding)
