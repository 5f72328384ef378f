# EXPECT: MESH216
# s254's loss under jax.checkpoint: checkpoint traces the block into a jaxpr first, so the constraint's
# P.UNCONSTRAINED on the all-Explicit abstract mesh is refused during that trace.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
params = jnp.ones((4,))


@functools.partial(jax.checkpoint, prevent_cse=False)
def block(w):
    h = jnp.sin(w) * 2
    return jax.lax.with_sharding_constraint(h, P('data', P.UNCONSTRAINED))


with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    out = block(params)
print(out)
