# EXPECT: MESH216
# explicit_axes (axes=None) makes every axis Explicit before it reshards the arguments to in_sharding: the
# model axis is Auto in the set mesh, but not inside, so P.UNCONSTRAINED is refused at the call.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))

    def step(self, x):
        double = jax.sharding.explicit_axes(lambda a: a * 2, in_sharding=P('data', P.UNCONSTRAINED))
        return double(x)

    def run(self):
        with jax.set_mesh(self.mesh):
            print(self.step(jnp.ones((16, 8))).shape)


Trainer().run()
