import functools
import jax
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
        self.mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Auto,) * 1, devices=jax.devices()[:2])

    def run(self):

        @with_mesh(self.mesh)
        def under_mesh():
            k = jax.random.key(0)
            r = jax.random.normal(k, (16, 8), out_sharding=P(None, 'data'))
        under_mesh()
