# EXPECT: MESH201
# A trainer method still uses the removed jax.sharding.use_mesh on self.mesh.
import jax, jax.numpy as jnp


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh

    def run(self):
        with jax.sharding.use_mesh(self.mesh):
            return jnp.ones((8,)) * 2


Trainer(jax.make_mesh((8,), ('x',))).run()
