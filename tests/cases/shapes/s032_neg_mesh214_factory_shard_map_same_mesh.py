# EXPECT: none
# build_step(mesh) returns jax.jit(jax.shard_map(..., mesh=mesh)); it is called under that same mesh (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def build_step(mesh):
    def local(x):
        return x * 2
    return jax.jit(jax.shard_map(local, mesh=mesh, in_specs=P('i'), out_specs=P('i')))


def main():
    mesh = jax.make_mesh((4, 2), ('i', 'j'))
    step = build_step(mesh)
    with jax.set_mesh(mesh):
        step(jax.device_put(jnp.ones((8,)), P('i')))


main()
