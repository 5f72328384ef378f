# EXPECT: MESH205
# Generated (tests/generator seed 104, p104_01103), shrunk; analyzer disagreed: fn MESH205 | tlag.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

def stage_2():

    def stage_1():
        x = jnp.zeros((16, 8), jnp.float32, out_sharding=P(None, ('x', 'y')))
    jax.named_call(stage_1, name='stage')()

def logged(fn):

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

@logged
def logged_step_3():
    jax.named_call(stage_2, name='stage')()

def main():
    logged_step_3()
main()
