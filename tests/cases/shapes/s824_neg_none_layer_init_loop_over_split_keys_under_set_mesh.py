# EXPECT: none
# Layers are initialised in a loop over `jax.random.split(key, n_layers)`; each layer places its weight with a
# bare PartitionSpec under the mesh set with jax.set_mesh.
import jax
from jax.sharding import PartitionSpec as P

N_LAYERS = 3


def init_layer(key, d):
    w = jax.random.normal(key, (d, d)) * d ** -0.5
    return jax.device_put(w, P(None, "model"))


key = jax.random.key(0)
key, sub = jax.random.split(key)
mesh = jax.make_mesh((4, 2), ("data", "model"))
layers = []
with jax.set_mesh(mesh):
    for k in jax.random.split(sub, N_LAYERS):
        layers.append(init_layer(k, 16))
print(len(layers), mesh.shape)
