# EXPECT: none
# The same rule lookup, asked for ("batch", "embed"): P('data', None), which is what the activations have, so
# the constraint holds.
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
    return jax.lax.with_sharding_constraint(jnp.tanh(x), to_spec(("batch", "embed")))


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", None))
    print(jax.jit(block)(x).sharding.spec)
