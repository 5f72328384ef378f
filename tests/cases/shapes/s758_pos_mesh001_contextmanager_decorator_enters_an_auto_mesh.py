# EXPECT: MESH001
# A `@contextmanager` helper used as a decorator (contextlib makes it a ContextDecorator): every call of the
# exporter's method runs inside `with jax.set_mesh(...)` of a mesh whose axes are Auto, so top_level_all_gather
# refuses it.
import contextlib

import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@contextlib.contextmanager
def serving_mesh(kind=AxisType.Auto):
    mesh = jax.make_mesh((8,), ("shard",), axis_types=(kind,))
    with jax.set_mesh(mesh):
        yield mesh


class Exporter:
    def __init__(self, width):
        self.width = width

    @serving_mesh()
    def gather(self):
        x = jax.device_put(jnp.ones((8, self.width)), P("shard"))
        return top_level_all_gather(x, out_sharding=P())


print(Exporter(4).gather().shape)
