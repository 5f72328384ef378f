# EXPECT: none
# jnp.full((4,16), feature_scale) broadcasts a feature-sharded fill value, so the result is P(None,'feat'); the constraint holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P



@jax.jit
def tiled_scales(feature_scale):
    scales = jnp.full((4, 16), feature_scale)
    return jax.lax.with_sharding_constraint(scales, P(None, "feat"))


with jax.set_mesh(jax.make_mesh((8,), ("feat",))):
    feature_scale = jax.device_put(jnp.linspace(0.5, 1.5, 16), P("feat"))
    print(tiled_scales(feature_scale).sharding.spec)
