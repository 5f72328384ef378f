# EXPECT: MESH212
# An eager constraint with a NamedSharding of an Explicit Mesh(...), and no context mesh.
import jax
import numpy as np
from jax.lax import with_sharding_constraint
from jax.sharding import Mesh, NamedSharding, PartitionSpec, AxisType

mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ('x', 'y'),
            axis_types=(AxisType.Explicit, AxisType.Explicit))
a = with_sharding_constraint(np.ones((4, 8), np.float32), NamedSharding(mesh, PartitionSpec('x', 'y')))
