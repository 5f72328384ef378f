# EXPECT: MESH220
# A nested `f` is judged by its own calls: another function's parameter named `f`, handed to vmap, is a
# different function (jax's pjit_test.py test_wsc_error shape: many `f`s in one module).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def batched(f, x):
    return jax.vmap(f)(x)


class Checks:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))

    def wsc_on_replicated(self):
        with jax.set_mesh(self.mesh):
            @jax.jit
            def f(x):
                return jax.lax.with_sharding_constraint(x, P('x'))

            return f(jax.device_put(np.arange(8), P()))


if __name__ == '__main__':
    print(batched(jnp.sin, jnp.ones(4)))
    Checks().wsc_on_replicated()
