# EXPECT: none
# mesh=mesh.abstract_mesh under jax.set_mesh(mesh): the abstract meshes are equal.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jax.device_put(np.arange(16.0), P('x'))
    jax.jit(jax.shard_map(lambda b: b * 2, mesh=mesh.abstract_mesh, in_specs=P('x'), out_specs=P('x')))(a)
