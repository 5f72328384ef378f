import jax

from . import rules


def make_step():
    return jax.jit(lambda x: x * 2, in_shardings=rules.BATCH)
