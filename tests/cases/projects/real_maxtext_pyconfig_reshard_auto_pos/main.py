# EXPECT: MESH207
import jax
import jax.numpy as jnp

import pyconfig
import max_utils
from sharding_utils import maybe_shard_with_logical


def decoder_block(config, mesh, x, w_in, w_out):
    x = maybe_shard_with_logical(x, ("activation_batch", "activation_length", "activation_embed"), mesh,
                                 config.logical_axis_rules)
    h = jax.nn.relu(jnp.einsum("bld,dm->blm", x, w_in))
    return jnp.einsum("blm,md->bld", h, w_out)


def main():
    config = pyconfig.initialize({"per_device_batch_size": 1})
    mesh = max_utils.get_mesh(config)
    batch = config.per_device_batch_size * jax.device_count()
    x = jnp.ones((batch, config.max_target_length, config.emb_dim))
    w_in = jnp.ones((config.emb_dim, config.mlp_dim))
    w_out = jnp.ones((config.mlp_dim, config.emb_dim))
    out = jax.jit(decoder_block, static_argnums=(0, 1))(config, mesh, x, w_in, w_out)
    print(out.shape)


if __name__ == "__main__":
    main()
