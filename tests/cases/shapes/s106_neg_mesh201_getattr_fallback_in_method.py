# EXPECT: none
# A trainer method picks use_mesh only if jax.sharding still has it, else jax.set_mesh (works on 0.10.2).
import jax, jax.numpy as jnp


class Trainer:
    def __init__(self, mesh):
        self.mesh = mesh

    def run(self):
        enter = getattr(jax.sharding, "use_mesh", None) or jax.set_mesh
        with enter(self.mesh):
            return jnp.ones((8,)) * 2


Trainer(jax.make_mesh((8,), ('x',))).run()
