# EXPECT: MESH001
# Script with main() under `if __name__ == "__main__":`, using the legacy `with mesh:` block.
import jax, numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def main():
    mesh = jax.make_mesh((2, 4), ('replica', 'shard'))
    params = jax.device_put(np.zeros((4, 8)), NamedSharding(mesh, P('replica', 'shard')))
    with mesh:
        params = top_level_all_gather(params, NamedSharding(mesh, P(None, 'shard', reduced={'replica'})))
    return params

if __name__ == "__main__":
    main()
