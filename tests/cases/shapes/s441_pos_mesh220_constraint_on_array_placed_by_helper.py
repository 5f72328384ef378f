# EXPECT: MESH220
# A data loader places host batches through a helper (`put`), which gives them P('x', None) on the
# all-Explicit context mesh; the step then asserts a different layout with with_sharding_constraint.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def put(x, spec=P("x")):
    return jax.device_put(x, spec)


def load_batch(rows=8):
    return np.ones((rows, 2), np.float32)


mesh = jax.make_mesh((8,), ("x",))
with jax.set_mesh(mesh):
    batch = put(load_batch())
    jax.lax.with_sharding_constraint(batch, P(None, "x"))
