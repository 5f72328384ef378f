# EXPECT: MESH220
# A jitted model method constrains with jax.NamedSharding over the all-Explicit mesh in self: an assert that fails.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Model:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'))

    def forward(self, x):
        return jax.lax.with_sharding_constraint(x * 2, jax.NamedSharding(self.mesh, P('data', None)))

    def __call__(self, x):
        with jax.set_mesh(self.mesh):
            return jax.jit(self.forward)(x)


Model()(jnp.ones((8, 4)))
