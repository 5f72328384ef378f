import jax, jax.numpy as jnp, pytest
from jax.sharding import PartitionSpec as P, AxisType
M = lambda: jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))

import sys
if __name__ == "__main__":
    jax.set_mesh(M())
    sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", "tests"]))
