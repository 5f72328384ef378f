# EXPECT: none
# main is called by name (the analysis judges it alone); four calls deep, through a user decorator that enters
# jax.set_mesh and a lax.scan body, a NamedSharding with reduced Auto axes raises -- inside pytest.raises, which
# expects it. Judged alone, the deepest function must keep its handler: information, never an error.
import functools
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def with_mesh(m):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco


mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto,) * 3)


def main():
    with pytest.raises(ValueError):
        @with_mesh(mesh)
        def under_mesh():
            def scan_body(carry, _):
                x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('model', 'data'))
                y = top_level_all_gather(x, NamedSharding(mesh, P(None, 'data', reduced={'model'})))
                return carry + y.sum(), None
            jax.lax.scan(scan_body, jnp.zeros(()), None, length=2)
        under_mesh()


globals()["main"]()
