# EXPECT: none
# A notebook-style session: the mesh scope (a @contextmanager) is entered by hand with __enter__() and left
# at the end; the placements in between run under its mesh.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def mesh_scope():
    with jax.set_mesh(jax.make_mesh((8,), ("d",))):
        yield


session = mesh_scope()
session.__enter__()
x = jax.device_put(jnp.ones(16), P("d"))
print(x.sharding.spec)
session.__exit__(None, None, None)
