# EXPECT: MESH204
# A checkpoint loader validates the restore target against the structs it supports with `in`. Membership
# compares with == (ShapeDtypeStruct.__eq__ reads both shardings), and the structs carry bare PartitionSpecs
# with no mesh set: JAX raises a TypeError at the comparison.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

SUPPORTED = (
    jax.ShapeDtypeStruct((16, 4), jnp.float32, sharding=P("data", None)),
    jax.ShapeDtypeStruct((16, 4), jnp.bfloat16, sharding=P("data", None)),
)


def check_target(target):
    if target not in SUPPORTED:
        raise ValueError(f"unsupported restore target {target.shape}")
    return target


print(check_target(jax.ShapeDtypeStruct((16, 4), jnp.float32, sharding=P("data", None))).shape)
