# EXPECT: none
# The layout plugin loaded by name places the activations over ('data', 'model'), as the op's shard_map
# wants them.
import importlib

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

import ops
import settings


def load_layout(name=settings.LAYOUT):
    return importlib.import_module("layouts." + name)


def main():
    layout = load_layout()
    mesh = layout.build_mesh()
    x = jnp.arange(settings.SEQ * settings.WIDTH, dtype=jnp.float32).reshape(settings.SEQ, settings.WIDTH)
    x = jax.device_put(x, NamedSharding(mesh, layout.ACTIVATIONS))
    s = jax.device_put(jnp.ones((settings.WIDTH,)), NamedSharding(mesh, P("model")))
    print(ops.make_scale(mesh)(x, s).sharding)


if __name__ == "__main__":
    main()
