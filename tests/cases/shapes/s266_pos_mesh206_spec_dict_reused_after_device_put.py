# EXPECT: MESH206
# One dict of bare specs places the params under set_mesh, then is reused as out_shardings of a step called
# after the block. Without the device_put the analyzer reports MESH206; with it, it is silent.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('fsdp',))
specs = {'w': P('fsdp')}
with jax.set_mesh(mesh):
    params = jax.device_put({'w': jnp.ones((8, 4))}, specs)

train = jax.jit(lambda p: jax.tree.map(lambda a: a * 0.9, p), out_shardings=specs)
params = train(params)
