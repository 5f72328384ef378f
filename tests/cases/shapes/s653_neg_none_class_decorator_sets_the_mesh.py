# EXPECT: none
# A class decorator that installs the global mesh when the trainer class is defined (a registry that also
# configures the process): the bare-spec placements after it run under that mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

TRAINERS = {}


def trainer(name, shape):
    def wrap(cls):
        TRAINERS[name] = cls
        jax.set_mesh(jax.make_mesh(shape, ("data",)))
        return cls
    return wrap


@trainer("default", (8,))
class Trainer:
    def step(self, x):
        return jax.device_put(x, P("data"))


print(Trainer().step(jnp.ones(16)).sharding.spec)
print(jax.device_put(jnp.ones(16), P("data")).sharding.spec)
