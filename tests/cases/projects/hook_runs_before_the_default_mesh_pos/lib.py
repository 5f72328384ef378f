import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def place(x, hook):
    hook()
    # the default replaces whatever the hook installed: its Auto axis cannot be named by reshard
    jax.set_mesh(jax.sharding.Mesh(np.array(jax.devices()), ("x",)))
    return jax.reshard(x, P("x"))
