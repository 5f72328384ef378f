import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco

class Trainer_1:

    def __init__(self):
        self.mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'))

    def run(self):

        @with_mesh(self.mesh)
        def under_mesh():
            other = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])
            f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
            print(f(np.ones((16, 8), np.float32)).shape)
        under_mesh()
