# EXPECT: none
# Mid-migration training code enters both the legacy `with mesh:` and jax.set_mesh; pjit still resolves its bare
# PartitionSpecs against the legacy resource environment, which set_mesh leaves in place.
import functools

import jax
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('data', 'model'))


@functools.partial(pjit, in_shardings=P('data'), out_shardings=P('data'))
def train_step(batch):
    return batch * 2


with mesh, jax.set_mesh(mesh):
    out = train_step(np.ones((8, 4), np.float32))
    print(out.shape)
