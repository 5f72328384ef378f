# EXPECT: MESH001
# jax.shard_map(f, mesh=..., axis_names={'y'}) in functional form: 'y' becomes Manual inside the body.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((4, 2), ('x', 'y'))

def body(block):
    return top_level_all_gather(block, P(None, None, reduced={'x'}))

with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('x', 'y'))
    f = jax.shard_map(body, mesh=mesh, in_specs=P(None, 'y'), out_specs=P(None, 'y'), axis_names={'y'})
    jax.jit(f)(x)
