# EXPECT: MESH002
# jax.P spelling and an annotated assignment of the input; the out spec drops 'batch' without reduced.
import jax, numpy as np
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('batch',))
with jax.set_mesh(mesh):
    acts: jax.Array = jax.device_put(np.zeros((16, 4)), jax.P('batch', None))
    top_level_all_gather(acts, jax.P(None, None))
