# EXPECT: none
# A model method constrains with jax.NamedSharding over an Auto mesh held in self (correct).
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Model:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)

    def forward(self, x):
        return jax.lax.with_sharding_constraint(x * 2, jax.NamedSharding(self.mesh, P('data', None)))

    def __call__(self, x):
        with jax.set_mesh(self.mesh):
            return jax.jit(self.forward)(x)


Model()(jnp.ones((8, 4)))
