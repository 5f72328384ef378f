import jax
def jit_with_shardings(in_shardings):
    def deco(fn):
        return jax.jit(fn, in_shardings=in_shardings)
    return deco
