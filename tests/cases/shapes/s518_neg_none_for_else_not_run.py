# EXPECT: none
# A search loop breaks when it finds the matching layout, so the for-else fallback (a bad gather) never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

LAYOUTS = {"row": P("x", None), "col": P(None, "y"), "both": P("x", "y")}

with jax.set_mesh(jax.make_mesh((4, 2), ("x", "y"))):
    w = jax.device_put(np.ones((8, 4), np.float32), P("x", "y"))
    for name, spec in LAYOUTS.items():
        if spec == P("x", "y"):
            out = top_level_all_gather(w, P("x", None, reduced={"y"}))
            break
    else:
        out = top_level_all_gather(w, P("y", None, reduced={"x"}))
    print(name, jax.typeof(out))
