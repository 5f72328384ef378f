# EXPECT: MESH203
# A training hook enters the mesh by hand when training begins and leaves it when training ends (behind an
# `is not None` check): the evaluation placed with a bare spec afterwards has no mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class MeshHook:
    def __init__(self, mesh):
        self.mesh = mesh
        self._scope = None

    def on_train_begin(self):
        self._scope = jax.set_mesh(self.mesh)
        self._scope.__enter__()

    def on_train_end(self):
        if self._scope is not None:
            self._scope.__exit__(None, None, None)
            self._scope = None


def main():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    hook = MeshHook(mesh)
    hook.on_train_begin()
    batch = jax.device_put(np.ones((16, 4), np.float32), P("data", None))
    hook.on_train_end()
    held_out = jax.device_put(np.ones((16, 4), np.float32), P("data", None))
    print(batch.sharding.spec, held_out.sharding.spec)


if __name__ == "__main__":
    main()
