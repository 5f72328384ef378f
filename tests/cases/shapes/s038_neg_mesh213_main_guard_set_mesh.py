# EXPECT: none
# Script with `if __name__ == "__main__": main()`; main() calls the decorated shard_map under jax.set_mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.shard_map(in_specs=P('x'), out_specs=P())
def global_sum(block):
    return jax.lax.psum(block.sum(), 'x')


def main():
    mesh = jax.make_mesh((8,), ('x',))
    with jax.set_mesh(mesh):
        print(global_sum(jax.device_put(jnp.arange(16.0), P('x'))))


if __name__ == "__main__":
    main()
