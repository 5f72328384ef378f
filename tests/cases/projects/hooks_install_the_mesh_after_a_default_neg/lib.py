"""A library whose functions set a default Auto mesh and then let the caller's code install the real one: a
hook parameter, a hook stored by the constructor, a method subclasses override, a decorated function, and a
generator resumed by its consumer. Judged alone (no caller in view) none of them is certain to fail."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def _default_mesh():
    return jax.sharding.Mesh(np.array(jax.devices()), ("x",))   # Auto axes


def place(x, hook):
    jax.set_mesh(_default_mesh())
    hook()
    return jax.reshard(x, P("x"))


class Placer:
    def __init__(self, setup):
        self.setup = setup

    def place(self, x):
        jax.set_mesh(_default_mesh())
        self.setup()
        return jax.reshard(x, P("x"))


class Experiment:
    def _setup_mesh(self):
        """Hook for subclasses."""

    def run(self):
        jax.set_mesh(_default_mesh())
        self._setup_mesh()
        return jnp.zeros((16,), out_sharding=P("x"))


def with_default_mesh(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        jax.set_mesh(_default_mesh())
        fn(*args)
        return jnp.zeros((16,), out_sharding=P("x"))
    return wrapper


def stages(x):
    jax.set_mesh(_default_mesh())
    yield "warmup-done"
    yield jax.reshard(x, P("x"))
