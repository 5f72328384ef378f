# EXPECT: none
# use_abstract_mesh of a mesh with an Explicit axis: the first computation (jnp.ones) asks for lowering_platforms,
# before the device_put inside the jitted step is ever traced.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Explicit), devices=jax.devices()[:4])


def step(arg):
    x = jax.device_put(np.arange(16.0, dtype=np.float32).reshape(4, 4), P('x', None))
    return arg * 2 + x.sum()


with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    try:
        jax.jit(step)(jnp.ones((4,)))
    except ValueError as e:
        assert 'lowering_platforms' in str(e), e
