# EXPECT: none
# with_sharding_constraint with a bare PartitionSpec inside a lax.scan body, run under jax.set_mesh (Auto axes).
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def body(carry, x):
    carry = jax.lax.with_sharding_constraint(carry + x, P('data'))
    return carry, None


@jax.jit
def run(xs):
    out, _ = jax.lax.scan(body, jnp.zeros((16,)), xs)
    return out


mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    run(jnp.ones((3, 16)))
