# EXPECT: none
# Under both a legacy `with mesh:` (Auto axes) and jax.set_mesh (Explicit axes), pjit traces its body in the legacy
# mesh: with_sharding_constraint there constrains Auto axes, as it may.
import warnings

import jax
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P

warnings.simplefilter("ignore", DeprecationWarning)
legacy = Mesh(np.array(jax.devices()), ("d",))
with legacy, jax.set_mesh(jax.make_mesh((8,), ("d",))):
    y = pjit(lambda x: jax.lax.with_sharding_constraint(x * 2, P("d")))(np.ones((16,), np.float32))
print(y.shape)
