# EXPECT: none
# A first draft of a function is defined again below before anything names it: only the second one can run.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def gather(x):   # first draft, replaced below
    with jax.set_mesh(Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))):
        return top_level_all_gather(x, P(None, None))


def gather(x):  # noqa: F811
    with jax.set_mesh(jax.make_mesh((4, 2), ("x", "y"))):
        return top_level_all_gather(jax.device_put(x, P("x", "y")), P(None, "y", reduced={"x"}))


if __name__ == "__main__":
    import os, sys
    print(getattr(sys.modules[__name__], os.environ.get("FN", "gather"))(np.arange(16.0).reshape(8, 2)).shape)
