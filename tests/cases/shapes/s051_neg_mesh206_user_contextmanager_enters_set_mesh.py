# EXPECT: none
# A user @contextlib.contextmanager wraps jax.set_mesh; a jit with bare PartitionSpecs is called inside it.
import contextlib
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P


@contextlib.contextmanager
def mesh_scope(shape, names):
    mesh = jax.make_mesh(shape, names, axis_types=(AxisType.Auto,) * len(names))
    with jax.set_mesh(mesh):
        yield mesh


step = jax.jit(lambda w: w * 2, in_shardings=P('data'), out_shardings=P('data'))
with mesh_scope((8,), ('data',)):
    step(np.ones((16,), np.float32))
