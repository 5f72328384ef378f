# EXPECT: MESH206
# jax.jit with a dict pytree of bare PartitionSpecs as in_shardings, called with no mesh set.
import jax, numpy as np
from jax.sharding import PartitionSpec as P

param_specs = {'w': P('data', None), 'b': P()}


def apply(params, x):
    return x @ params['w'] + params['b']


fwd = jax.jit(apply, in_shardings=(param_specs, P('data', None)))
mesh = jax.make_mesh((8,), ('data',))
params = {'w': np.ones((8, 4), np.float32), 'b': np.zeros((4,), np.float32)}
fwd(params, np.ones((16, 8), np.float32))
