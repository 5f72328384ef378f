# EXPECT: none
# Generated (tests/generator seed 105, p105_00644), shrunk; analyzer disagreed: fp MESH214 | mig.shard_map_other_mesh.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
import pytest
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'))
with jax.sharding.set_mesh(mesh):
    with pytest.raises(Exception):
        other = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
