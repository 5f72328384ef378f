# EXPECT: MESH213
# Trainers share meshes through a WeakValueDictionary cache. The histogram's shard_map takes its mesh from the
# context, but the report calls it after fit() has left its `with jax.set_mesh` block: no mesh is set there.
import weakref

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

_MESH_CACHE = weakref.WeakValueDictionary()


class Trainer:
    def __init__(self, key, shape, axes):
        mesh = _MESH_CACHE.get(key)
        if mesh is None:
            mesh = jax.make_mesh(shape, axes, axis_types=(AxisType.Explicit,) * len(axes))
            _MESH_CACHE[key] = mesh
        self.mesh = mesh

    def histogram(self, x, bins=4):
        def local(xb):
            counts = jnp.stack([jnp.sum((xb >= b) & (xb < b + 1)) for b in range(bins)])
            return jax.lax.psum(counts, "dp")[None]
        return jax.shard_map(local, in_specs=P("dp"), out_specs=P("dp"))(x)

    def fit(self, data):
        with jax.set_mesh(self.mesh):
            x = jnp.clip(jax.device_put(data, P("dp")), 0, 3.5)
        return x


if __name__ == "__main__":
    trainer = Trainer("main", (8,), ("dp",))
    x = trainer.fit(np.arange(32, dtype=np.float32) % 4)
    print(trainer.histogram(x).shape)
