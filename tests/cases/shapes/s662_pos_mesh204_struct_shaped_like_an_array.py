# EXPECT: MESH204
# An abstract input for AOT lowering, shaped like a host array (`x.shape`), with a bare PartitionSpec and no
# mesh set: the struct's sharding cannot be resolved when it is read.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("model",))
params = np.zeros((16, 16), np.float32)
spec = jax.ShapeDtypeStruct(params.shape, params.dtype, sharding=P("model", None))
print(spec.sharding)
