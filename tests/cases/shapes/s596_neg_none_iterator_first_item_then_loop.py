# EXPECT: none
# The first loop takes the only batch and breaks; the iterator is then empty, so the gather under the Auto mesh
# never runs.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


def peek_then_train(arrays):
    stream = iter(arrays)
    for first in stream:
        print(first.shape)
        break
    with jax.set_mesh(mesh):
        for batch in stream:
            gather(batch)


peek_then_train([jnp.ones(8)])
