# EXPECT: none
# The same generator left at its first epoch (break): it is suspended inside its `with`, so the mesh is still
# set for the buffer made after the loop.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def epochs(mesh, n):
    with jax.set_mesh(mesh):
        for i in range(n):
            yield i


mesh = jax.make_mesh((4, 2), ("data", "model"))
gen = epochs(mesh, 2)
for epoch in gen:
    step = jnp.zeros((8, 8), out_sharding=P("data", "model"))
    break
eval_buffer = jnp.zeros((8, 8), out_sharding=P("data", "model"))
print(eval_buffer.sharding.spec)
