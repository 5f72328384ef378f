# EXPECT: none
# A logging @contextmanager that does not touch the mesh: the bare jax.set_mesh inside its block stays set
# after it, so the bare spec resolves.
import contextlib
import time

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def phase(name):
    start = time.time()
    yield
    print(name, time.time() - start)


with phase("init"):
    jax.set_mesh(jax.make_mesh((8,), ("d",)))
print(jax.device_put(np.ones(8), P("d")).sharding.spec)
