# EXPECT: none
# A layout search loop compares PartitionSpecs with == and breaks on a match; the mismatch fallback after the loop
# (a wrong gather) is guarded by a found-flag and never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

KNOWN = [P("x", None), P(None, "y"), P("x", "y")]


def gather_rows(w, layout):
    found = False
    for candidate in KNOWN:
        if candidate == layout:
            found = True
            break
    if not found:
        return top_level_all_gather(w, P("y", None, reduced={"x"}))
    return top_level_all_gather(w, P("x", None, reduced={"y"}))


with jax.set_mesh(jax.make_mesh((4, 2), ("x", "y"))):
    w = jax.device_put(np.ones((8, 4), np.float32), P("x", "y"))
    print(jax.typeof(gather_rows(w, P("x", "y"))))
