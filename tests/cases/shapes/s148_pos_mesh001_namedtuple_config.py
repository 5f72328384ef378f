# EXPECT: MESH001
# typing.NamedTuple config carries the axis types (Auto); the gather runs under that mesh.
import typing
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class MeshSpec(typing.NamedTuple):
    shape: tuple
    names: tuple
    types: tuple = (AxisType.Auto,)


spec = MeshSpec((8,), ('x',))
with jax.set_mesh(jax.make_mesh(spec.shape, spec.names, axis_types=spec.types)):
    top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
