# EXPECT: none
# The same cast under jax.set_mesh of that all-Explicit mesh: the constraint only asserts the sharding the
# conversion just gave, so it holds.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def cast_params(params, sharding):
    return {name: jnp.astype(p, jnp.bfloat16, device=sharding) for name, p in params.items()}


mesh = jax.make_mesh((8,), ("fsdp",))
params = {"w": jnp.ones((16, 4)), "b": jnp.ones((16,))}
with jax.set_mesh(mesh):
    cast = cast_params(params, NamedSharding(mesh, P("fsdp")))
    print(cast["w"].dtype)
