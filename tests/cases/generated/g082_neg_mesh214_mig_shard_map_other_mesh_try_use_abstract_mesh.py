# EXPECT: none
# Generated (tests/generator seed 105, p105_00652), shrunk; analyzer disagreed: fp MESH214 | mig.shard_map_other_mesh.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    try:
        other = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
    except Exception as err:
        pass
