# EXPECT: none
# Legacy pjit with bare PartitionSpecs under a legacy `with mesh:` block: pjit reads the resource env (works).
import jax, numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
forward = pjit(lambda x, w: x @ w, in_shardings=(P('data', None), P(None, 'model')),
               out_shardings=P('data', 'model'))
with mesh:
    y = forward(np.ones((8, 4), np.float32), np.ones((4, 6), np.float32))
