import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def test_a():
    jax.device_put(np.ones(8), P("d"))


def test_b():
    jax.device_put(np.ones(8), P("d"))


del test_a        # pytest never sees test_a
test_b = None     # nor test_b


def test_ok():
    pass
