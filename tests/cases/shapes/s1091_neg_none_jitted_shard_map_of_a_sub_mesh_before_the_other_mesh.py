# EXPECT: none
# The same two stages, but the encoder runs before the decoder's mesh is entered: its jitted shard_map is traced
# with no context mesh and uses the mesh it was given; only the decoder's work runs under the decoder mesh.
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def build_stages():
    devices = jax.devices()
    encoder_mesh = jax.make_mesh((4,), ("stage",), devices=devices[:4])
    decoder_mesh = jax.make_mesh((2, 2), ("batch", "model"), devices=devices[4:])
    return encoder_mesh, decoder_mesh


def make_encoder(mesh):
    @jax.jit
    @partial(jax.shard_map, mesh=mesh, in_specs=P("stage", None), out_specs=P("stage", None))
    def encode(x):
        return jnp.tanh(x)
    return encode


def main():
    encoder_mesh, decoder_mesh = build_stages()
    encode = make_encoder(encoder_mesh)
    x = jax.device_put(jnp.ones((8, 4)), NamedSharding(encoder_mesh, P("stage", None)))
    h = encode(x)
    with jax.set_mesh(decoder_mesh):
        h = jax.device_put(h, NamedSharding(decoder_mesh, P("batch", None)))
        print(jax.typeof(h))


if __name__ == "__main__":
    main()
