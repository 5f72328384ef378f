# EXPECT: none
# An attribute of the same name stored from the environment on an unrelated object (`args.feats`) does not make
# the config object's `feats` an environment value: the branch it decides is never taken, so no error squiggle.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType
from jax._src.shard_map import top_level_all_gather
import collections
import os


class Args:
    pass


args = Args()
args.feats = os.environ.get("X")


class Cfg:
    def __init__(self):
        self.feats = collections.ChainMap({"tlag": False})


CFG = Cfg()


def f(x):
    if CFG.feats["tlag"]:
        return top_level_all_gather(x, P(reduced={"x"}))
    return x


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(f(jax.device_put(np.ones(16, np.float32), P("x"))).shape)
