# EXPECT: MESH201
# A compatibility helper picks the mesh API by jax version. For the jax judged (newer than every test) the last
# branch runs, and it names jax.sharding.use_mesh, which that jax no longer has.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def mesh_scope(mesh):
    if jax.__version_info__ < (0, 4, 35):
        with mesh:
            yield mesh
    elif jax.__version_info__ < (0, 6, 0):
        with jax.sharding.set_mesh(mesh):
            yield mesh
    else:
        with jax.sharding.use_mesh(mesh):
            yield mesh


class Scorer:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ("batch",))

    def score(self, x):
        with mesh_scope(self.mesh):
            return jax.device_put(x, P("batch")).sum()


print(Scorer().score(jnp.ones((16,))))
