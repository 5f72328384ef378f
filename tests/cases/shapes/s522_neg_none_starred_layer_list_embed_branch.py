# EXPECT: none
# Layers are listed as [*BASE, "head"]; the branch for an "embed" layer (which gathers wrongly) is never taken.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

BASE = ["attn", "mlp"]
LAYERS = [*BASE, "head"]

with jax.set_mesh(jax.make_mesh((4, 2), ("x", "y"))):
    w = jax.device_put(np.ones((8, 4), np.float32), P("x", "y"))
    for name in LAYERS:
        if name == "embed":
            out = top_level_all_gather(w, P(None, None, reduced={"x", "y"}))
        else:
            out = top_level_all_gather(w, P("x", None, reduced={"y"}))
        print(name, jax.typeof(out))
