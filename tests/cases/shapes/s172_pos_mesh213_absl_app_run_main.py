# EXPECT: MESH213
# absl-style entry point: app.run(main); main() calls a mesh-less jitted shard_map without entering the mesh.
from absl import app
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def train_step(x):
    return x - jax.lax.pmean(x, 'data')


def main(argv):
    del argv
    mesh = jax.make_mesh((8,), ('data',))
    step = jax.jit(jax.shard_map(train_step, in_specs=P('data'), out_specs=P('data')))
    step(jnp.ones((16,)))


if __name__ == "__main__":
    app.run(main)
