# EXPECT: none
# with_sharding_constraint with a bare spec inside a jax.vmap'ed function, called under an Auto context mesh.
import jax, jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def per_example(x):
    return jax.lax.with_sharding_constraint(x * 2, P('model'))


batched = jax.jit(jax.vmap(per_example))
mesh = jax.make_mesh((8,), ('model',), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    batched(jnp.ones((4, 16)))
