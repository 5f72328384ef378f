# EXPECT: none
# @functools.partial(pjit, ...) decorated step called inside a function's legacy `with mesh:` block (works).
import functools
import jax, numpy as np
from jax.experimental.pjit import pjit
from jax.sharding import Mesh, PartitionSpec as P


@functools.partial(pjit, in_shardings=P('data'), out_shardings=P('data'))
def scale(x):
    return x * 2


def main():
    mesh = Mesh(np.array(jax.devices()), ('data',))
    with mesh:
        return scale(np.ones((16,), np.float32))


main()
