# EXPECT: none
# jax.jit with a dict pytree of jax.NamedSharding as in_shardings: no context mesh needed (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
param_shardings = {'w': jax.NamedSharding(mesh, P('data', None)), 'b': jax.NamedSharding(mesh, P())}


def apply(params, x):
    return x @ params['w'] + params['b']


fwd = jax.jit(apply, in_shardings=(param_shardings, jax.NamedSharding(mesh, P('data', None))))
params = {'w': np.ones((8, 4), np.float32), 'b': np.zeros((4,), np.float32)}
fwd(params, np.ones((16, 8), np.float32))
