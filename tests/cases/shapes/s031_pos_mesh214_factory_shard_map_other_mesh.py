# EXPECT: MESH214
# build_step(mesh) returns jax.jit(jax.shard_map(..., mesh=mesh)); it is called under a different context mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def build_step(mesh):
    def local(x):
        return x * 2
    return jax.jit(jax.shard_map(local, mesh=mesh, in_specs=P('i'), out_specs=P('i')))


def main():
    train_mesh = jax.make_mesh((4, 2), ('i', 'j'))
    eval_mesh = jax.make_mesh((2, 4), ('i', 'j'))
    step = build_step(eval_mesh)
    with jax.set_mesh(train_mesh):
        step(jnp.ones((8,)))


main()
