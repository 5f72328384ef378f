# EXPECT: MESH205
# Layer specs zipped with split PRNG keys: how many keys is not known statically, but every iteration gets a
# spec from the list, and jax.random.normal(out_sharding=<bare spec>) needs a context mesh.
import jax
from jax.sharding import PartitionSpec as P


class Layer:
    def __init__(self, shape, spec):
        self.shape, self.spec = shape, spec


def init_params(layers, seed=0):
    keys = jax.random.split(jax.random.key(seed), len(layers))
    return {i: jax.random.normal(k, layer.shape, out_sharding=layer.spec)
            for i, (layer, k) in enumerate(zip(layers, keys))}


params = init_params([Layer((16, 32), P("fsdp", "tensor")), Layer((32, 16), P("tensor", "fsdp"))])
