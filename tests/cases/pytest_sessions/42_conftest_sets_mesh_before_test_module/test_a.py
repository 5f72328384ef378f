import jax
import numpy as np
from jax.sharding import PartitionSpec as P

X = jax.device_put(np.arange(16.0), P("data"))  # runs at collection, under conftest.py's mesh


def test_x():
    assert X.shape == (16,)
