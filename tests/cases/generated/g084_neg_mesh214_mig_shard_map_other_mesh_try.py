# EXPECT: none
# Generated (tests/generator seed 105, p105_00912), shrunk; analyzer disagreed: fp MESH214 | mig.shard_map_other_mesh.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,) * 1, devices=jax.devices()[:2])
try:
    with jax.set_mesh(mesh):
        other = jax.make_mesh(axis_shapes=(2, 2, 2), axis_names=('x', 'y', 'z'))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
except Exception as err:
    pass
