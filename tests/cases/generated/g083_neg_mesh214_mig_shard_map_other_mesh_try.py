# EXPECT: none
# Generated (tests/generator seed 105, p105_00688), shrunk; analyzer disagreed: fp MESH214 | mig.shard_map_other_mesh.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto, AxisType.Explicit))
with jax.set_mesh(mesh):
    try:
        other = Mesh(np.array(jax.devices()[:8]).reshape((2, 4)), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
    except Exception as err:
        pass
