# EXPECT: MESH206
# Legacy pjit with bare PartitionSpecs under jax.set_mesh alone: jax 0.10.2 raises "pjit requires a non-empty mesh".
import jax, numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
forward = pjit(lambda x, w: x @ w, in_shardings=(P('data', None), P(None, 'model')),
               out_shardings=P('data', 'model'))
with jax.set_mesh(mesh):
    y = forward(np.ones((8, 4), np.float32), np.ones((4, 6), np.float32))
