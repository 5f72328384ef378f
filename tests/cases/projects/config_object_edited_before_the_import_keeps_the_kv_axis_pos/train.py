import jax

import config
import layers


def run():
    s = config.settings
    mesh = jax.make_mesh(s.mesh_shape, s.mesh_axes)
    with jax.set_mesh(mesh):
        k = jax.random.normal(jax.random.key(0), (4, 8, s.kv_heads, 8), out_sharding=layers.KV_SPEC)
        print(jax.typeof(jax.jit(layers.expand_kv)(k)))
