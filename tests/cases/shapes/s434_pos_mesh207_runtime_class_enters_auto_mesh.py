# EXPECT: MESH207
# The runtime object's __enter__ sets an Auto mesh for good; the code after the block reshards onto it, and
# jax.reshard needs an Explicit axis.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Runtime:
    def __init__(self, axes=("data",)):
        self.mesh = jax.make_mesh((8,), axes, axis_types=(AxisType.Auto,) * len(axes))

    def __enter__(self):
        jax.set_mesh(self.mesh)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("runtime ready", exc_type)


with Runtime() as rt:
    pass
x = jax.jit(lambda a: jax.reshard(a, P("data")))(jnp.ones(16))
