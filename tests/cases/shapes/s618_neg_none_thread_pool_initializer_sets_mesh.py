# EXPECT: none
# The pool's initializer sets the mesh in each worker thread (set_mesh is thread-local): the workers' bare specs
# resolve; the main thread names its mesh.
import concurrent.futures

import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def init_worker():
    jax.set_mesh(mesh)


def load(i):
    return jax.device_put(np.full((16, 4), i, np.float32), P("data"))


with concurrent.futures.ThreadPoolExecutor(max_workers=1, initializer=init_worker) as pool:
    outs = list(pool.map(load, range(3)))
main_x = jax.device_put(np.ones((16, 4)), NamedSharding(mesh, P("data")))
print([o.sharding.spec for o in outs], main_x.sharding.spec)
