# EXPECT: none
# The same loss with the per-shard sums reduced over 'data' before they leave the body: replicated, as
# out_specs P() says, so grad and value_and_grad (also under jit) trace it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def make_loss(mesh):
    def local_loss(w, x):
        return jax.lax.psum(jnp.sum((x * w) ** 2), "data")
    return jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data")), out_specs=P())


loss = make_loss(mesh)
with jax.set_mesh(mesh):
    batch = jax.device_put(np.ones((32,), np.float32), P("data"))
    print(jax.grad(loss)(1.0, batch))
    print(jax.value_and_grad(loss)(1.0, batch))
    print(jax.jit(jax.grad(loss))(1.0, batch))
