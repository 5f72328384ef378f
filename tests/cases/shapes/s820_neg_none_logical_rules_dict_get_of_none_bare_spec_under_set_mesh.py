# EXPECT: none
# Logical axis rules map names to mesh axes through a dict; `None` entries of a logical spec look themselves up
# (`mapping.get(None)` is None). The batch spec is bare, and jit is called under jax.set_mesh, which resolves it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

RULES = [("batch", "data"), ("embed", None), ("vocab", "model")]


def to_spec(logical, mesh_axes):
    mapping = {}
    for name, axis in RULES:
        if axis is None or axis in mesh_axes:
            mapping.setdefault(name, axis)
    return P(*(mapping.get(n) for n in logical))


def encode(tokens):
    return jnp.mean(tokens, axis=1)


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
run = jax.jit(encode, in_shardings=to_spec(("batch", None), mesh.axis_names))
tokens = jnp.ones((16, 8))
with jax.set_mesh(mesh):
    print(run(tokens).shape)
