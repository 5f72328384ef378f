# EXPECT: none
# A project's @contextmanager builds an Explicit mesh and enters it; the gather inside the `with` block is valid.
import contextlib
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


@contextlib.contextmanager
def explicit_mesh(shape, names):
    mesh = jax.make_mesh(shape, names, axis_types=(AxisType.Explicit,) * len(names))
    try:
        with jax.set_mesh(mesh):
            yield mesh
    finally:
        print("left the mesh")


with explicit_mesh((4, 2), ('data', 'model')) as mesh:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
    y = top_level_all_gather(x, P(None, None, reduced={'data'}))
