# EXPECT: MESH205
# An init function builds params with jnp.zeros(..., out_sharding=P(...)) and is called with no mesh set.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {'w': P('data', None), 'b': P(None)}


def init_params():
    return {'w': jnp.zeros((8, 4), out_sharding=PARAM_SPECS['w']),
            'b': jnp.zeros((4,), out_sharding=PARAM_SPECS['b'])}


mesh = jax.make_mesh((8,), ('data',))
params = init_params()
