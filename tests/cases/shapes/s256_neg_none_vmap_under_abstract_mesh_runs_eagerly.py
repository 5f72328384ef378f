# EXPECT: none
# vmap runs batched primitives as it goes: under use_abstract_mesh over Explicit axes the first one asks for
# lowering_platforms, so the bad constraint in the per-example function is never reached.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
examples = jnp.ones((2, 4))


def per_example(x):
    y = jnp.tanh(x)
    return jax.lax.with_sharding_constraint(y, P('data', P.UNCONSTRAINED))


try:
    with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
        jax.vmap(per_example)(examples)
except ValueError as err:
    print("abstract mesh only:", err)
