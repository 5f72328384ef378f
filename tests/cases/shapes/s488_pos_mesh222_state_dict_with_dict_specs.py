# EXPECT: MESH222
# A state dict given with a dict of in_specs: its weight is split over 'data' only, the spec asks for
# ('data', 'model').
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
with jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model'))):
    s = {'w': jax.device_put(jnp.ones((8, 4)), P('data', None))}
    out = jax.shard_map(lambda s: s, in_specs=({'w': P('data', 'model')},), out_specs={'w': P('data', 'model')})(s)
