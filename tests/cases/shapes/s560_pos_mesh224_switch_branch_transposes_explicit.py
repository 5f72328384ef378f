# EXPECT: MESH224
# Under an Explicit mesh a lax.switch over layout modes returns a transposed (column-sharded) square matrix in one branch.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MODES = ("identity", "transpose", "double")


def apply_mode(m, mode_idx):
    return jax.lax.switch(mode_idx, [lambda a: a, lambda a: a.T, lambda a: a * 2.0], m)


with jax.set_mesh(jax.make_mesh((8,), ("rows",))):
    m = jax.device_put(jnp.ones((8, 8)), P("rows", None))
    print(jax.jit(apply_mode)(m, MODES.index("double")))
