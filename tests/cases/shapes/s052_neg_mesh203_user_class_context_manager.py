# EXPECT: none
# A user class whose __enter__ enters jax.set_mesh (via an ExitStack); device_put with a bare spec runs inside it.
import contextlib
import jax, numpy as np
from jax.sharding import PartitionSpec as P


class MeshScope:
    def __init__(self, mesh):
        self.mesh = mesh
        self._stack = contextlib.ExitStack()

    def __enter__(self):
        self._stack.enter_context(jax.set_mesh(self.mesh))
        return self.mesh

    def __exit__(self, *exc):
        return self._stack.__exit__(*exc)


with MeshScope(jax.make_mesh((4, 2), ('data', 'model'))):
    x = jax.device_put(np.ones((8, 4)), P('data', None))
