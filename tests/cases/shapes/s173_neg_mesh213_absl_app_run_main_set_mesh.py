# EXPECT: none
# absl-style entry point: app.run(main); main() enters jax.set_mesh before the mesh-less shard_map (app.run exits 0).
from absl import app
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def train_step(x):
    return x - jax.lax.pmean(x, 'data')


def main(argv):
    del argv
    mesh = jax.make_mesh((8,), ('data',))
    step = jax.jit(jax.shard_map(train_step, in_specs=P('data'), out_specs=P('data')))
    with jax.set_mesh(mesh):
        step(jax.device_put(jnp.ones((16,)), P('data')))


if __name__ == "__main__":
    app.run(main)
