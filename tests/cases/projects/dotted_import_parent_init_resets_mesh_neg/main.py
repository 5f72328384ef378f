# EXPECT: none
# main enters an Auto mesh, then `import fleet.kernels` runs fleet/__init__.py, which re-enters an Explicit mesh; the gather then works.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,)))
import fleet.kernels  # noqa: E402

x = jax.device_put(np.arange(16.), P("x"))
print(top_level_all_gather(x, P(reduced={"x"})).shape, fleet.kernels.NAME)
