import types

from jax.sharding import AxisType

_base = dict(
    dcn_parallelism=(1, 1, 1),
    ici_parallelism=(2, 2, 2),
    mesh_axes=('data', 'fsdp', 'tensor'),
    axis_types=(AxisType.Explicit, AxisType.Explicit),
)

config = types.SimpleNamespace(**_base)
