# EXPECT: none
# A step function nobody here calls enters a mesh and runs a pjit whose body constrains with a bare spec. pjit
# traces its body in the legacy resource env's mesh: a caller's `with mesh:` would make it work, so it is
# not certain to fail.
import warnings

import jax
import numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P

warnings.simplefilter("ignore", DeprecationWarning)


def step(x):
    with jax.set_mesh(jax.make_mesh((8,), ("d",))):
        return pjit(lambda a: jax.lax.with_sharding_constraint(a * 2, P("d")))(x)
