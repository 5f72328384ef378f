# EXPECT: MESH002
# `import jax.sharding as shd`; the input spec from jax.reshard with a NamedSharding of the context mesh.
import jax, jax.numpy as jnp
import jax.sharding as shd
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((2, 4), ('dp', 'tp'), axis_types=(shd.AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    h = jnp.zeros((4, 8))
    h = jax.reshard(h, shd.NamedSharding(mesh, shd.PartitionSpec(None, 'tp')))
    top_level_all_gather(h, shd.PartitionSpec(None, None))
