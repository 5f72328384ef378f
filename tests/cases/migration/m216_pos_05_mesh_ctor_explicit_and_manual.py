# EXPECT: MESH216
# A Mesh whose axes are Explicit and Manual: still no Auto axis.
import jax
import numpy as np
import jax.sharding as shd

mesh = shd.Mesh(np.array(jax.devices()).reshape(4, 2), ('x', 'y'),
                axis_types=(shd.AxisType.Explicit, shd.AxisType.Manual))
s = shd.NamedSharding(mesh, shd.PartitionSpec(shd.PartitionSpec.UNCONSTRAINED, None))
