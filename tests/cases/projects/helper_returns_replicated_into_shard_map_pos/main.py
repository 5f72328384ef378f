# EXPECT: MESH222
# par.py's replicate() puts an array on the mesh replicated; main.py hands two such arrays to a shard_map over
# the all-Explicit mesh whose second in_spec splits its input over 'data': the input check refuses it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from par import replicate

mesh = jax.make_mesh((8,), ("data",))
step = jax.shard_map(lambda w, b: w, mesh=mesh, in_specs=(P(), P("data")), out_specs=P())
step(replicate(jnp.ones((4,)), mesh), replicate(jnp.ones((16, 4)), mesh))
