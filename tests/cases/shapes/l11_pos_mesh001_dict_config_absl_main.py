# EXPECT: MESH001
# A dict config and a comprehension build the axis types; main() runs through absl.app.run.
from absl import app
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

CONFIG = {'shape': (4, 2), 'names': ('data', 'model')}


def main(argv):
    types = tuple(AxisType.Auto for _ in CONFIG['names'])
    mesh = jax.make_mesh(CONFIG['shape'], CONFIG['names'], axis_types=types)
    with jax.set_mesh(mesh):
        top_level_all_gather(jax.device_put(jnp.arange(16.), P("data")), P(reduced={"data"}))


if __name__ == "__main__":
    app.run(main)
