# EXPECT: MESH203
# The script turns its own "no mesh" switch on before reading it: the bare-spec branch is the one that runs.
import os

import jax
import numpy as np
from jax.sharding import PartitionSpec as P

os.environ["NO_MESH"] = "1"


def place(batch):
    if os.environ.get("NO_MESH"):
        return jax.device_put(batch, P("data"))
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        return jax.device_put(batch, P("data"))


place(np.ones(8, np.float32))
