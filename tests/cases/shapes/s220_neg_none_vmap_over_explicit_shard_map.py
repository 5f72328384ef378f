# EXPECT: none
# jax.vmap over a shard_map (jax's own test_vmap_shmap_psum): vmap maps the leading dimension away (over 'x'),
# so the shard_map sees arrays sharded P('y'), as its in_specs say. Called plainly, the same array would be
# refused; through vmap it is not.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def main():
    mesh = jax.make_mesh((2, 2), ('x', 'y'))
    with jax.set_mesh(mesh):
        arr = jax.device_put(jnp.arange(16).reshape(2, 8), P('x', 'y'))

        @jax.shard_map(in_specs=P('y'), out_specs=P(None))
        def f(x):
            return jax.lax.psum(x, axis_name='y')

        print(jax.vmap(f)(arr).shape, jax.jit(jax.vmap(f))(arr).shape)


if __name__ == '__main__':
    main()
