# EXPECT: none
# use_abstract_mesh's exit puts back only the abstract mesh: the concrete mesh a bare jax.set_mesh set inside the
# block stays, and device_put resolves the bare spec with it.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

m = jax.make_mesh((8,), ("data",))
with jax.sharding.use_abstract_mesh(m.abstract_mesh):
    jax.set_mesh(m)
x = jax.device_put(np.ones((16,), np.float32), P("data"))
print(x.sharding)
