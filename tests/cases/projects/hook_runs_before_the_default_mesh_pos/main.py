# EXPECT: MESH207
# lib.place runs the caller's hook first and sets its default Auto mesh after it, so whatever the hook
# installed is gone: reshard to P('x') names an Auto axis and raises, for every caller.
import jax
import numpy as np
from jax.sharding import AxisType

import lib


def install():
    jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,)))


print(lib.place(np.arange(16.0), install).sharding.spec)
