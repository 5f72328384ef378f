# EXPECT: none
# A best-effort warmup helper has `return` in its finally clause, which silently swallows the device_put error raised without a mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def warmup(spec):
    status = "failed"
    try:
        jax.device_put(jnp.zeros((8,)), spec)
        status = "ok"
    finally:
        return status


print("warmup:", warmup(P("data")))
mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    print("warmup:", warmup(P("data")))
