# EXPECT: none
# Written for reach-2: under use_abstract_mesh alone (no concrete mesh), making the input with jnp.zeros runs an
# eager computation that cannot be lowered ("Passing lowering_platforms ... is required"): the jitted loss whose
# NamedSharding would refuse P.UNCONSTRAINED never runs.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


class Probe:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'))

    def loss(self, w):
        NamedSharding(self.mesh, P('x', P.UNCONSTRAINED))
        return w.sum()

    def run(self):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            w = jnp.zeros((8,))
            return jax.jit(self.loss)(w)


Probe().run()
