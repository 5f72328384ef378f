# EXPECT: MESH204
# An orbax-style restore flattens the abstract target with jax.tree_util.tree_flatten and reads each leaf's
# sharding; the ShapeDtypeStructs carry bare PartitionSpecs and only the legacy `with mesh:` is in effect.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

def restore(t):
    return [s.sharding for s in jax.tree_util.tree_flatten(t)[0]]

mesh = jax.make_mesh((8,), ("data",))
target = jax.ShapeDtypeStruct((8,), jnp.float32, sharding=P("data"))
with mesh:
    restore({"w": target})
