import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

import numpy as np

def test_a():
    with np.testing.assert_raises(ValueError):
        jax.device_put(jnp.arange(8.), P("x"))
