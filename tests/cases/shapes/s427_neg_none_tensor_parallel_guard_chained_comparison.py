# EXPECT: none
# A config-driven layer reshards only when tensor parallelism is on (`1 < TP <= n`); with TP = 1 the chained
# comparison is false, so the Explicit-only reshard never runs on this Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

TP = 1
mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def forward(x):
    if 1 < TP <= 8:
        x = jax.reshard(x, P("data"))
    return jax.lax.with_sharding_constraint(x * 2, P("data"))


with jax.set_mesh(mesh):
    print(jax.jit(forward)(jnp.ones(16)).sharding)
