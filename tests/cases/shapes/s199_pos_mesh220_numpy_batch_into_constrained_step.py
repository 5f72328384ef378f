# EXPECT: MESH220
# A host (NumPy) batch goes into a jitted step that constrains its input to the data axis. Under an all-Explicit
# mesh with_sharding_constraint only asserts: the host batch arrives replicated (P(None, None)), not P('data').
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'))


@jax.jit
def step(batch):
    batch = jax.lax.with_sharding_constraint(batch, P('data', None))
    return batch.sum()


with jax.set_mesh(mesh):
    print(step(np.arange(32.0).reshape(8, 4)))
