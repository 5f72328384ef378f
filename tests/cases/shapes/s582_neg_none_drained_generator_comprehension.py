# EXPECT: none
# An evaluation comprehension re-iterates an already-drained batch generator outside the mesh, so its bare-spec device_put never executes.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def batches(n):
    for i in range(n):
        yield jnp.full((8,), float(i))


mesh = jax.make_mesh((8,), ("data",))
gen = batches(3)
with jax.set_mesh(mesh):
    train = [jax.device_put(b, P("data")) for b in gen]
evals = [jax.device_put(b, P("data")) for b in gen]
print(len(train), len(evals))
