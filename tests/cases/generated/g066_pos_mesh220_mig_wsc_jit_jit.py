# EXPECT: MESH220
# Generated (tests/generator seed 104, p104_01250), shrunk; analyzer disagreed: fn MESH220 | mig.wsc_jit.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('x', None)))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P(('x', 'y'), None)))(x)
