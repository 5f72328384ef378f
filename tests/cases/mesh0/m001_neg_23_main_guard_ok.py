# EXPECT: none
# main() behind `if __name__ == "__main__":`, mesh entered with jax.set_mesh inside main.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def main():
    mesh = jax.make_mesh((2, 4), ('replica', 'shard'))
    with jax.set_mesh(mesh):
        params = jax.device_put(np.zeros((4, 8)), P('replica', 'shard'))
        return top_level_all_gather(params, P(None, 'shard', reduced={'replica'}))

if __name__ == "__main__":
    main()
