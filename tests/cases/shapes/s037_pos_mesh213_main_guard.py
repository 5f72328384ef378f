# EXPECT: MESH213
# Script with `if __name__ == "__main__": main()`; main() calls a decorated shard_map without a mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.shard_map(in_specs=P('x'), out_specs=P())
def global_sum(block):
    return jax.lax.psum(block.sum(), 'x')


def main():
    mesh = jax.make_mesh((8,), ('x',))
    print(global_sum(jnp.arange(16.0)))


if __name__ == "__main__":
    main()
