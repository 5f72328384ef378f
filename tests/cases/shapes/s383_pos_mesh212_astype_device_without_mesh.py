# EXPECT: MESH212
# Casting parameters to bf16 onto a sharding with x.astype(..., device=): with no mesh set, the conversion's
# constraint checks the sharding's own mesh, where make_mesh's default axes are Explicit.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def cast_params(params, sharding):
    return {name: jnp.astype(p, jnp.bfloat16, device=sharding) for name, p in params.items()}


mesh = jax.make_mesh((8,), ("fsdp",))
params = {"w": jnp.ones((16, 4)), "b": jnp.ones((16,))}
cast = cast_params(params, NamedSharding(mesh, P("fsdp")))
