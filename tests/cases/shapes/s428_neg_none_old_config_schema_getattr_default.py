# EXPECT: none
# An old config class has no `explicit` field: getattr(..., False) gives the default, so the Explicit-only
# branch never runs on this Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class LegacyConfig:
    batch = 16
    axis = "data"


def step(cfg, x):
    if getattr(cfg, "explicit", False):
        return jax.reshard(x, P(cfg.axis))
    if not hasattr(cfg, "axis"):
        return jax.reshard(x, P("data"))
    return jax.lax.with_sharding_constraint(x, P(cfg.axis))


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(jax.jit(lambda x: step(LegacyConfig, x))(jnp.ones(LegacyConfig.batch)).sharding)
