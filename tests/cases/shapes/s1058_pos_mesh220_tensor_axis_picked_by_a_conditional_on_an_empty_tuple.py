# EXPECT: MESH220
# The run config lists no tensor-parallel axis, so the conditional picks None and the constraint asks for
# P('data', None) while the projection's output is sharded over 'model' too.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

RUN = {"batch_axes": ("data",), "tensor_axes": ()}


def project(x, w):
    tp = RUN["tensor_axes"][0] if RUN["tensor_axes"] else None
    return jax.lax.with_sharding_constraint(x @ w, P(RUN["batch_axes"][0], tp))


mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", None))
    w = jax.device_put(jnp.ones((16, 32)), P(None, "model"))
    print(jax.jit(project)(x, w).sharding.spec)
