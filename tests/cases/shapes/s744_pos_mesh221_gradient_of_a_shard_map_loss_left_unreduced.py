# EXPECT: MESH221
# A data-parallel loss written as a shard_map, differentiated with value_and_grad: the per-shard sums vary
# over 'data' but out_specs says P(), and jax refuses while tracing the forward pass.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def make_loss(mesh):
    def local_loss(w, x):
        return jnp.sum((x * w) ** 2)
    return jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data")), out_specs=P())


loss = make_loss(mesh)
with jax.set_mesh(mesh):
    batch = jax.device_put(np.ones((32,), np.float32), P("data"))
    value, grad = jax.value_and_grad(loss)(1.0, batch)
