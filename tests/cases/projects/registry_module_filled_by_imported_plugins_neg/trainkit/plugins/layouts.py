import jax
import numpy as np
from jax.sharding import AxisType, Mesh

from ..registry import register


@register("fsdp")
def fsdp_layout(axes):
    return jax.make_mesh((2, 4), axes, axis_types=(AxisType.Explicit,) * len(axes))


@register("legacy")
def legacy_layout(axes):
    devices = np.asarray(jax.devices()[:8]).reshape(2, 4)
    return Mesh(devices, axes)
