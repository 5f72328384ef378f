# EXPECT: none
# Guards on values the program fixes: the context mesh's axis types compared as a set, an Enum member
# compared by identity, a count of Auto axes, the names of axis types. Each reads only known values, so
# the branch jax skips is never taken in any run; the analysis cannot compute these answers (information).
import enum

import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


class Mode(enum.Enum):
    EXPLICIT = "explicit"
    AUTO = "auto"


MODE = Mode.AUTO


def gather(x):
    am = jax.sharding.get_abstract_mesh()
    if set(am.axis_types) == {AxisType.Explicit}:
        return top_level_all_gather(x, P(None))
    return x


def gather_by_mode(x):
    am = jax.sharding.get_abstract_mesh()
    if MODE is Mode.EXPLICIT and sum(t == AxisType.Auto for t in am.axis_types) == 0:
        return top_level_all_gather(x, P(None))
    return x


def gather_by_names(x):
    names = [t.name for t in jax.sharding.get_abstract_mesh().axis_types]
    if names == ["Explicit"]:
        return top_level_all_gather(x, P(None))
    return x


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(jax.numpy.arange(16.0), jax.sharding.NamedSharding(mesh, P("x")))
    print(gather(x).shape, gather_by_mode(x).shape, gather_by_names(x).shape)
