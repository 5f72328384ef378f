# EXPECT: none
# Same eval helper but both branches return the replicated copy, so the cond branch types agree.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def postprocess(logits, gather_for_host):
    return jax.lax.cond(
        gather_for_host,
        lambda l: jax.reshard(l, P()),
        lambda l: jax.reshard(l * 1.0, P()),
        logits,
    )


mesh = jax.make_mesh((8,), ("batch",))
with jax.set_mesh(mesh):
    logits = jax.device_put(jnp.arange(16.0), P("batch"))
    out = jax.jit(postprocess)(logits, True)
print(out)
