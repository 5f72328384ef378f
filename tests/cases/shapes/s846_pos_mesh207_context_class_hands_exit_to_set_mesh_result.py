# EXPECT: MESH207
# A context class enters jax.set_mesh in __enter__ and hands __exit__ to what set_mesh returned (taken off
# the instance first, so the object can be entered again). That __exit__ never swallows an error, so the
# reshard onto the Auto 'model' axis inside the block escapes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class MeshScope:
    def __init__(self, shape, names, types):
        self.mesh = jax.make_mesh(shape, names, axis_types=types)
        self._active = None

    def __enter__(self):
        self._active = jax.set_mesh(self.mesh)
        self._active.__enter__()
        return self.mesh

    def __exit__(self, exc_type, exc, tb):
        active, self._active = self._active, None
        return active.__exit__(exc_type, exc, tb)


def shard_activations(x):
    return jax.sharding.reshard(x, P("data", "model"))


if __name__ == "__main__":
    scope = MeshScope((4, 2), ("data", "model"), (AxisType.Explicit, AxisType.Auto))
    with scope:
        h = jnp.ones((8, 16), out_sharding=P("data", None))
        h = shard_activations(h)
        print(h.sharding)
