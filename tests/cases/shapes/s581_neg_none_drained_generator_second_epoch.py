# EXPECT: none
# The second "epoch" loops over an already-exhausted batch generator outside the mesh; its body (a bare-spec device_put) never runs.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def batches(n):
    for i in range(n):
        yield jnp.ones((8,)) * i


def run_epoch(it):
    out = []
    for b in it:
        out.append(jax.device_put(b, P("data")).sum())
    return out


mesh = jax.make_mesh((8,), ("data",))
it = batches(2)
with jax.set_mesh(mesh):
    print("epoch 0", run_epoch(it))
print("epoch 1", run_epoch(it))
