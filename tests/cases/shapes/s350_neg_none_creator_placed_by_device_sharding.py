# EXPECT: none
# Buffers allocated straight onto a sharding with jnp.zeros(..., device=NamedSharding(...)) are sharded as it
# says (not replicated): the shard_map over P('d') and the constraint restating the sharding both accept them.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("d",))
row_sharding = NamedSharding(mesh, P("d"))


class Accumulator:
    def __init__(self, n):
        self.total = jnp.zeros((n,), device=row_sharding)
        self.count = jnp.ones((n,), device=row_sharding)


acc = Accumulator(16)
grads = jnp.zeros((16,), device=row_sharding)
summed = jax.shard_map(lambda v: jax.lax.psum(v.sum(), "d"), mesh=mesh, in_specs=P("d"), out_specs=P())(grads)
with jax.set_mesh(mesh):
    kept = jax.jit(lambda c: jax.lax.with_sharding_constraint(c * 2, P("d")))(acc.count)
print(summed, kept.sharding.spec)
