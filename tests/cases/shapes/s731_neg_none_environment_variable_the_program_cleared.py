# EXPECT: none
# A launcher script clears a debugging variable, and sets another, before it reads them: the branches they
# decide are the program's, and the one placing with a bare spec never runs.
import os

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

os.environ.pop("NO_MESH", None)
os.environ["PLACE_ON_MESH"] = "1"

if os.environ.get("NO_MESH"):
    x = jax.device_put(np.ones(8, np.float32), P("data"))
elif os.getenv("PLACE_ON_MESH") == "1":
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        x = jax.device_put(np.ones(8, np.float32), P("data"))
else:
    x = jax.device_put(np.ones(8, np.float32), P("data"))
print(x.sharding)
