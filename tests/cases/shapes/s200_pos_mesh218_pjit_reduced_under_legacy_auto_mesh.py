# EXPECT: MESH218
# A pjit train step in an older codebase gains a reduced output spec; its mesh is an old-style Mesh (Auto axes)
# entered with the legacy `with mesh:`. pjit turns the bare spec into NamedSharding(mesh, spec) when it is called,
# and the Auto axis 'fsdp' cannot be reduced.
import functools

import jax
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P

devices = np.array(jax.devices()[:8]).reshape(2, 4)
mesh = Mesh(devices, ('data', 'fsdp'))


@functools.partial(pjit, in_shardings=P('data', None), out_shardings=P('data', None, reduced={'fsdp'}))
def train_step(batch):
    return batch * 2


with mesh:
    print(train_step(np.ones((8, 4), np.float32)).shape)
