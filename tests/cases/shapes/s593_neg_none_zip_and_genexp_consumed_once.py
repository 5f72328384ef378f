# EXPECT: none
# zip() and a generator expression are one-shot: list() and sum() take every item, later loops run nothing.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def gather(x):
    return top_level_all_gather(jax.device_put(x, P("x")), P(reduced={"x"}))


class Loader:
    def __init__(self, arrays):
        self.pairs = zip(arrays, range(len(arrays)))

    def count(self):
        return len(list(self.pairs))


loader = Loader([jnp.ones(8)])
print(loader.count())
with jax.set_mesh(mesh):
    for x, _ in loader.pairs:
        gather(x)
    squares = (a * a for a in [jnp.ones(8)])
    print(sum(1 for _ in squares))
    for s in squares:
        gather(s)
