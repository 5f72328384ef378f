# EXPECT: MESH203
# A mesh-scope class enters jax.set_mesh's context by hand in __enter__ and leaves it in __exit__: after the
# block the mesh before it (none) is back, so the bare spec has no mesh to resolve on.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MeshScope:
    def __init__(self, shape, names):
        self.mesh = jax.make_mesh(shape, names)
        self._cm = None

    def __enter__(self):
        self._cm = jax.set_mesh(self.mesh)
        self._cm.__enter__()
        return self.mesh

    def __exit__(self, *exc):
        self._cm.__exit__(*exc)
        return False


with MeshScope((8,), ("data",)) as mesh:
    x = jax.device_put(jnp.ones(16), P("data"))
y = jax.device_put(jnp.ones(16), P("data"))
