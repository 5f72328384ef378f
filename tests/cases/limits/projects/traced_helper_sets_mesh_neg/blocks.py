import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P


def block(arg):
    mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        other = Mesh(np.array(jax.devices()[:2]).reshape((2,)), ('data',), axis_types=(AxisType.Explicit,))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
    return jnp.cos(arg).sum()
