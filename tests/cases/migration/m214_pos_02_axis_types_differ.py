# EXPECT: MESH214
# Same devices and names, but the legacy Mesh is Auto while the set make_mesh is Explicit.
import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

legacy_mesh = Mesh(np.array(jax.devices()), ('batch',))
new_mesh = jax.make_mesh((8,), ('batch',))


def per_device(x):
    return x * 2


with jax.set_mesh(new_mesh):
    x = jax.device_put(np.ones((16,), np.float32), P('batch'))
    jax.shard_map(per_device, mesh=legacy_mesh, in_specs=P('batch'), out_specs=P('batch'))(x)
