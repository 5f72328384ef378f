# EXPECT: MESH203
# Layers are initialised in a loop over `jax.random.split(key, n_layers)`; each layer places its weight with a
# bare PartitionSpec, and no mesh is set yet, so the first layer's device_put fails.
import jax
from jax.sharding import PartitionSpec as P

N_LAYERS = 3


def init_layer(key, d):
    w = jax.random.normal(key, (d, d)) * d ** -0.5
    return jax.device_put(w, P(None, "model"))


key = jax.random.key(0)
key, sub = jax.random.split(key)
layers = []
for k in jax.random.split(sub, N_LAYERS):
    layers.append(init_layer(k, 16))

mesh = jax.make_mesh((4, 2), ("data", "model"))
print(len(layers), mesh.shape)
