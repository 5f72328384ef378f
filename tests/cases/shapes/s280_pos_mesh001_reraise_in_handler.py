# EXPECT: MESH001
# The handler logs and re-raises with a bare `raise`: the gather's error still propagates.
import logging
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()), ("x",))


def gather_all(x):
    try:
        return top_level_all_gather(x, P(reduced={"x"}))
    except ValueError:
        logging.exception("gather failed")
        raise


with jax.set_mesh(mesh):
    gather_all(jax.device_put(np.arange(16.0), P("x")))
