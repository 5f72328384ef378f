# EXPECT: none
# A layout check compares an array's spec with the padded spec the config gives; device_put keeps the spec as
# written (P('data',)), so the two differ and the code reshards to the padded spec before the constraint.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

WANT = P("data", None)

mesh = jax.make_mesh((2, 4), ("data", "model"))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 8)), P("data"))
    if x.sharding.spec == WANT:
        y = jax.lax.with_sharding_constraint(x, P(None, "model"))
    else:
        y = jax.reshard(x, P(None, "model"))
    print(jax.typeof(y))
