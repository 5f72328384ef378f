# EXPECT: none
# A runtime exposes its mesh through a descriptor whose `__get__` installs it: reading the attribute sets the
# mesh before the bare-spec creation after it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))


class ActiveMesh:
    def __get__(self, obj, owner=None):
        jax.set_mesh(MESH)
        return MESH


class Runtime:
    mesh = ActiveMesh()


mesh = Runtime().mesh
x = jnp.zeros((16,), out_sharding=P("data"))
print(x.sharding, mesh.axis_names)
