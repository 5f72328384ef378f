# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp-unexecuted MESH001 | tlag.
import os
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
if os.environ.get('GEN_UNSET_FLAG') == '1':
    y = top_level_all_gather(x, P(None, None, reduced={'y'}), multi_dim=False)
