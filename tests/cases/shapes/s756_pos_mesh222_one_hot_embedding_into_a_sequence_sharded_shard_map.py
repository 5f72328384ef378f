# EXPECT: MESH222
# Token ids are sharded over 'data' only; a one-hot embedding keeps that (the class dimension is unsharded), so
# the activations are P('data', None, None). The sequence-parallel block's shard_map says P('data', 'seq', None)
# on an all-Explicit mesh, where in_specs must match the input's sharding.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def embed(tokens, table):
    return jax.nn.one_hot(tokens, table.shape[0], dtype=table.dtype) @ table


def seq_block(mesh):
    def body(x):
        total = jax.lax.psum(jnp.sum(x, axis=1, keepdims=True), "seq")
        return x / total
    return jax.shard_map(body, mesh=mesh, in_specs=P("data", "seq", None), out_specs=P("data", "seq", None))


def main():
    mesh = jax.make_mesh((2, 4), ("data", "seq"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        table = jax.random.normal(jax.random.key(0), (50, 8))
        tokens = jax.device_put(jnp.zeros((4, 16), jnp.int32), P("data"))
        h = embed(tokens, table)
        return jax.jit(seq_block(mesh))(h)


print(main().shape)
