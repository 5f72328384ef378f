# EXPECT: MESH001
# A NamedTuple hyper-parameter record picks Auto axes; main() builds the mesh from it and gathers.
from typing import NamedTuple
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class HParams(NamedTuple):
    batch_axis: str = 'batch'
    axis_kind: AxisType = AxisType.Auto


def main(hp):
    mesh = jax.make_mesh((8,), (hp.batch_axis,), axis_types=(hp.axis_kind,))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(16.), P(hp.batch_axis))
        return top_level_all_gather(x, P(reduced={hp.batch_axis}))


main(HParams())
