import jax
from jax.sharding import PartitionSpec as P


def shard_layers(layers, spec=P(None, 'data')):
    for i in range(len(layers)):
        layers[i] = jax.reshard(layers[i], spec)
