# EXPECT: none
# Generated (tests/generator seed 104, p104_01008), shrunk; analyzer disagreed: fp-unexecuted MESH203 | tlag.
# Hand-restored from the shrink: the call under a constant-False flag stays (single-file flags, cross-file is silent).
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
mesh = jax.make_mesh(axis_shapes=(4, 2), axis_names=('x', 'y'), axis_types=(AxisType.Explicit, AxisType.Explicit))
ENABLED_1 = False

def run_step_1():
    with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('y', None))
if ENABLED_1:
    run_step_1()
