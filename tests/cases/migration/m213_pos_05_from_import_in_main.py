# EXPECT: MESH213
# `from jax import shard_map` in a forward helper that main() calls; the entry point never sets a mesh.
import jax
import jax.numpy as jnp
from jax import shard_map
from jax.sharding import PartitionSpec as P


def _local_forward(w, x):
    return x @ w


def main():
    mesh = jax.make_mesh((8,), ('data',))
    forward = shard_map(_local_forward, in_specs=(P(), P('data')), out_specs=P('data'))
    return forward(jnp.ones((4, 4)), jnp.ones((16, 4)))


if __name__ == '__main__':
    main()
