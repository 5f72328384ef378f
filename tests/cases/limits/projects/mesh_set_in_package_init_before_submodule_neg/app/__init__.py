# The package sets its mesh before importing the modules that build sharded values at import time.
import jax

jax.set_mesh(jax.make_mesh((8,), ("data",)))

from .params import PARAMS  # noqa: E402
