# EXPECT: none
# The helper's only caller (itself called by nobody in view) catches its ValueError and falls back to the host:
# judged through that caller, the helper's error is caught. main runs it and jax's error never escapes.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def _gather(x):
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))
    with jax.set_mesh(mesh):
        return top_level_all_gather(x, P(None, None))


def gather_or_host(x):
    try:
        return _gather(x)
    except ValueError:
        return np.asarray(x)


if __name__ == "__main__":
    import sys
    getattr(sys.modules[__name__], "gather_or_host")(np.ones((8, 2)))
