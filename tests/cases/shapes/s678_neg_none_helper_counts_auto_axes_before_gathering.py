# EXPECT: none
# A helper of the program counts the Auto axes of the context mesh; the gather runs only when there are
# none. Under this Auto mesh it never runs. The helper reads nothing from the environment, so its answer is
# the program's: the unreachable gather is information at most.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


def n_auto_axes():
    return sum(t == AxisType.Auto for t in jax.sharding.get_abstract_mesh().axis_types)


def unshard(x):
    if n_auto_axes() == 0:
        return top_level_all_gather(x, P(None, reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P(None))


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(unshard(jax.device_put(np.ones((16, 2), np.float32), P("x"))).shape)
