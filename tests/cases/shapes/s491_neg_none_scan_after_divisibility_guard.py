# EXPECT: none
# A training step that reshards its input only when the batch divides evenly (always here), then scans with
# a constraint to that layout: the paths disagree, nothing is certain.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
jax.set_mesh(jax.make_mesh((2, 4), ("x", "y")))
@jax.jit
def train(x):
    if x.shape[0] % 2 == 0:
        x = jax.reshard(x, P("x"))
    def step(c, _):
        return jax.lax.with_sharding_constraint(c * 0.5, P("x")), None
    return jax.lax.scan(step, x, None, length=3)[0]
train(jnp.ones((8, 4)))
