# EXPECT: none
# A work queue that is empty, a size filter that keeps nothing, and iterators made from empty containers: the
# loop bodies (bare-spec allocations with no mesh set) never run.
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

pending = []
for shape in map(tuple, pending):
    jnp.zeros(shape, out_sharding=P("x"))

sizes = [16, 32]
for n in filter(lambda s: s > 100, sizes):
    jnp.zeros((n,), out_sharding=P("x"))

for n in iter([]):
    jnp.zeros((n,), out_sharding=P("x"))

for n, m in zip():
    jnp.zeros((n, m), out_sharding=P("x"))

for n in list():
    jnp.zeros((n,), out_sharding=P("x"))
print("nothing queued")
