import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
global_mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',), axis_types=(AxisType.Explicit,))

def run_with_mesh_1(mesh):
    jax.set_mesh(mesh)
    x = jnp.ones((16, 8))
    y = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('data', P.UNCONSTRAINED)))(x)
