import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def test_put():  # shadowed by the next def: pytest never collects it
    jax.device_put(np.ones(8), P("d"))


def test_put():  # noqa: F811
    pass
