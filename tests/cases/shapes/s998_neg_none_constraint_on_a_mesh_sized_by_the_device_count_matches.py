# EXPECT: none
# The mesh is sized from the device count (its sizes are not written anywhere), and every axis is Explicit:
# the per-stage checks are lambdas made in a loop, each binding its own stage's spec as a default.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

LAYOUT = {"embed": P("data", None), "head": P("data", None)}


def build_mesh():
    n = jax.device_count()
    return jax.make_mesh((n // 2, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)


def make_checks(layout):
    return [(stage, lambda x, spec=spec: jax.lax.with_sharding_constraint(x, spec)) for stage, spec in layout.items()]


if __name__ == "__main__":
    mesh = build_mesh()
    checks = make_checks(LAYOUT)
    with jax.set_mesh(mesh):
        x = jax.device_put(np.ones((8, 16), np.float32), P("data", None))
        for stage, check in checks:
            x = check(jnp.tanh(x))
    print(x.sharding.spec)
