import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def test_put(mesh):
    x = jax.device_put(np.ones((16,), np.float32), P("data"))
    assert x.sharding.mesh.shape == mesh.shape
