# EXPECT: MESH207
# The guard is decided the other way: on an Auto mesh `not are_all_axes_explicit` holds, and the branch it
# guards asks for an out_sharding over an Auto axis.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Embedder:
    def __init__(self, mesh):
        self.mesh = mesh

    def table(self):
        if not self.mesh.are_all_axes_explicit and self.mesh.explicit_axes == ():
            return jnp.zeros((16, 4), out_sharding=P("data", None))
        return jnp.zeros((16, 4))


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    Embedder(mesh).table()
