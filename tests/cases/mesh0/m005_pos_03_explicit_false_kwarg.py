# EXPECT: MESH005
# multi_dim=False written out, in a helper called under a global mesh.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.set_mesh(jax.make_mesh((2, 4), ('dp', 'tp'), axis_types=(AxisType.Explicit, AxisType.Explicit)))

def unshard_all():
    w = jax.device_put(np.ones((4, 8)), P('dp', 'tp'))
    return top_level_all_gather(w, P(reduced={'dp', 'tp'}), multi_dim=False)

unshard_all()
