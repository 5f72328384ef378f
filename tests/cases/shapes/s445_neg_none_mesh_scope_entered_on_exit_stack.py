# EXPECT: none
# A trainer enters its mesh scope (a @contextmanager and a scope class) on an ExitStack: the mesh is in
# effect until the stack closes, so the bare spec resolves.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def mesh_scope():
    with jax.set_mesh(jax.make_mesh((8,), ("data",))):
        yield


class Scope:
    def __enter__(self):
        self._cm = jax.set_mesh(jax.make_mesh((8,), ("data",)))
        return self

    def __exit__(self, *exc):
        self._cm.__exit__(*exc)


with contextlib.ExitStack() as stack:
    stack.enter_context(mesh_scope())
    x = jax.device_put(jnp.ones((8, 4)), P("data", None))
with contextlib.ExitStack() as stack:
    stack.enter_context(Scope())
    y = jax.device_put(jnp.ones((8, 4)), P("data", None))
print(x.sharding, y.sharding)
