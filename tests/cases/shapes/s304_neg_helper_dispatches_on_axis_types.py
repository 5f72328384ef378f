# EXPECT: none
# One constrain() helper used under an Explicit mesh and under an Auto mesh: it reads the context mesh's axis
# types and picks reshard (Explicit) or with_sharding_constraint (Auto). Each call takes the legal branch.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def constrain(x, spec):
    mesh = jax.sharding.get_abstract_mesh()
    if all(t == AxisType.Explicit for t in mesh.axis_types):
        return jax.reshard(x, spec)
    return jax.lax.with_sharding_constraint(x, spec)


@jax.jit
def step(x):
    y = constrain(x * 2, P('data', None))
    return jnp.sum(y, axis=1)


explicit = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
auto = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
x = np.ones((16, 4), np.float32)
for mesh in (explicit, auto):
    with jax.set_mesh(mesh):
        print(step(x).shape)
