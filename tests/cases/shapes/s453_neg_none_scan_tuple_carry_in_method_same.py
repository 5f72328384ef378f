# EXPECT: none
# The same method resharding the total to the sharding it started with.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((8,), ("batch",), axis_types=(AxisType.Explicit,))

class Accumulator:
    def __init__(self, mesh):
        self.mesh = mesh

    def run(self, xs):
        def step(carry, x):
            total, count = carry
            total = reshard(total + x, P("batch"))
            return (total, count + 1), None
        init = (jax.device_put(jnp.zeros((8,)), P("batch")), 0)
        (total, count), _ = jax.lax.scan(step, init, xs)
        return total

with jax.set_mesh(mesh):
    print(Accumulator(mesh).run(jnp.ones((4, 8))))
