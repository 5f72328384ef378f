# EXPECT: MESH214
# Two stages on two halves of the devices: the encoder is a jitted shard_map bound to its own 4-device mesh. The
# driver enters the decoder's mesh for the whole pipeline, so the encoder's shard_map is traced under a context
# mesh that is not its own (JAX compares the meshes before it looks at the arguments on the encoder mesh).
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
    with jax.set_mesh(decoder_mesh):
        h = encode(x)
        h = jax.device_put(h, NamedSharding(decoder_mesh, P("batch", None)))
        print(jax.typeof(h))


if __name__ == "__main__":
    main()
