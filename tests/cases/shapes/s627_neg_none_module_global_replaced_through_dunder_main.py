# EXPECT: none
# The script replaces its module-level Auto mesh through `import __main__` before calling the function that
# reads it: the gather runs under the Explicit mesh.
import numpy as np
import jax
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def gather(x):
    with jax.set_mesh(MESH):
        return top_level_all_gather(jax.reshard(x, P("data")), P(reduced={"data"}))


if __name__ == "__main__":
    import __main__
    __main__.MESH = jax.make_mesh((8,), ("data",))
    print(gather(np.arange(16.0)).shape)
