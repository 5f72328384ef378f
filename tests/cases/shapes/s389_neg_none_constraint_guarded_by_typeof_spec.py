# EXPECT: none
# Helpers that test an array's sharding before changing it: the constraint after the early return only runs
# for arrays that already have that sharding (an assertion that holds).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("d",))


def ensure_sharded(x):
    if jax.typeof(x).sharding.spec == P("d"):
        return x
    return jax.reshard(x, P("d"))


def assert_sharded(x):
    spec = jax.typeof(x).sharding.spec
    if spec != P("d", None):
        return x
    return jax.lax.with_sharding_constraint(x, P("d", None))


with jax.set_mesh(mesh):
    a = ensure_sharded(jnp.ones((16, 2)))
    b = jax.jit(assert_sharded)(jnp.ones((16, 2)))
print(a.sharding.spec, b.sharding.spec)
