# EXPECT: MESH001
# Inside jax.sharding.auto_axes the mesh axes are Auto, even under an Explicit mesh.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.), P('x'))
    gather_auto = jax.sharding.auto_axes(lambda v: top_level_all_gather(v, P(reduced={'x'})),
                                         out_sharding=P())
    gather_auto(x)
