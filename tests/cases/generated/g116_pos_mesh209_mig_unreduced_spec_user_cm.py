# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00236), shrunk; analyzer disagreed: fn MESH209 | mig.unreduced_spec.
import contextlib
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

@contextlib.contextmanager
def mesh_scope(m):
    with jax.set_mesh(m):
        pass
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'), axis_types=(AxisType.Manual, AxisType.Explicit, AxisType.Explicit))
with mesh_scope(mesh):
    pass
