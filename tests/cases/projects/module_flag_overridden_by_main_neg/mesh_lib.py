import jax
from jax.sharding import AxisType

import flags


def build():
    kind = AxisType.Explicit if flags.EXPLICIT else AxisType.Auto
    return jax.make_mesh((8,), flags.AXES, axis_types=(kind,) * len(flags.AXES))
