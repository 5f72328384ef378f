# EXPECT: MESH220
# Logical axis names are mapped to mesh axes one by one; a missing rule is re-raised as a ValueError, so past
# the loop every name was found and the spec is P('data', 'model'). The activations are P('data', None), and
# under an all-Explicit mesh the constraint is an assert that fails.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

RULES = {"batch": "data", "embed": None, "mlp": "model"}


def to_spec(logical):
    parts = []
    for name in logical:
        try:
            parts.append(RULES[name])
        except KeyError as err:
            raise ValueError(f"no sharding rule for {name!r}") from err
    return P(*parts)


def block(x):
    return jax.lax.with_sharding_constraint(jnp.tanh(x), to_spec(("batch", "mlp")))


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", None))
    print(jax.jit(block)(x).sharding.spec)
