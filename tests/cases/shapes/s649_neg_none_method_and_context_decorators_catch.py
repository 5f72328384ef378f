# EXPECT: none
# An evaluator whose method sits under a catching decorator factory, and a helper under a ContextDecorator whose
# __exit__ swallows ValueError: both gathers fail in jax, and both errors are caught before they escape.
import contextlib
import functools
import logging

import jax
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def best_effort(default=None):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(self, *a):
            try:
                return fn(self, *a)
            except ValueError:
                return default
        return wrapper
    return deco


class log_and_ignore(contextlib.ContextDecorator):
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, ValueError):
            logging.warning("ignored: %s", exc)
            return True
        return False


class Evaluator:
    @best_effort(default=-1.0)
    def gathered_mean(self, x):
        mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))
        with jax.set_mesh(mesh):
            return float(top_level_all_gather(x, P(None, None)).mean())


@log_and_ignore()
def gather(x):
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))
    with jax.set_mesh(mesh):
        return top_level_all_gather(x, P(None, None))


if __name__ == "__main__":
    import sys
    for name in ("Evaluator", "gather"):
        getattr(sys.modules[__name__], name)
    print(Evaluator().gathered_mean(np.ones((8, 2))), gather(np.ones((8, 2))))
