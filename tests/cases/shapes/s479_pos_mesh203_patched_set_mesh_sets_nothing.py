# EXPECT: MESH203
# jax.set_mesh replaced by a logging context manager that sets no mesh: the bare spec has no mesh.
import contextlib
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType

_real_set_mesh = jax.set_mesh

@contextlib.contextmanager
def set_mesh_logged(mesh):
    print("entering", mesh.axis_names)
    yield mesh

jax.set_mesh = set_mesh_logged
mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    print(jax.device_put(jnp.ones(16), P("data")).sharding)
