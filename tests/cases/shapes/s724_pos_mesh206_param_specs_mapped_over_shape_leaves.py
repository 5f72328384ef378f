# EXPECT: MESH206
# Parameter specs are made by mapping over a tree of shape tuples (`is_leaf` stops at each tuple, as real code
# does for shapes); the bare specs go to jit's in_shardings and the step is called with no mesh set.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

PARAM_SHAPES = {"dense": {"kernel": (8, 4), "bias": (8,)}}


def param_specs(shapes):
    return jax.tree.map(lambda shape: P("data", *([None] * (len(shape) - 1))), shapes,
                        is_leaf=lambda s: isinstance(s, tuple))


step = jax.jit(lambda params: params, in_shardings=(param_specs(PARAM_SHAPES),))
step({"dense": {"kernel": np.ones((8, 4), np.float32), "bias": np.ones(8, np.float32)}})
