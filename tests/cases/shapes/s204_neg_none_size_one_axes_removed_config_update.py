# EXPECT: none
# The config switched on for the whole program (jax.config.update at start-up, as a launcher script does): size-1
# axes leave the types, the gather changes nothing, and JAX does not raise.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

jax.config.update('jax_remove_size_one_mesh_axis_from_type', True)


def main():
    mesh = jax.make_mesh((1, 1), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        arr = jax.device_put(np.arange(8.0).reshape(4, 2), P('data', 'model'))
        print(jax.jit(lambda x: top_level_all_gather(x, P()))(arr))


if __name__ == '__main__':
    main()
