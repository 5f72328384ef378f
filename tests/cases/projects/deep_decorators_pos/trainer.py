import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def with_mesh(m):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print('calling', fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Auto,))

    def run(self):
        @with_mesh(self.mesh)
        def under_mesh():
            @logged
            def step():
                def traced(x):
                    return top_level_all_gather(x, P(reduced={'x'}))
                batch = jax.device_put(np.arange(16.0, dtype=np.float32), P('x'))
                return jax.jit(traced)(batch)
            return step()
        print(under_mesh())


def main():
    Trainer().run()
