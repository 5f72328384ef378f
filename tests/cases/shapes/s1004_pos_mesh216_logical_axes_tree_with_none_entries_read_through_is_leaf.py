# EXPECT: MESH216
# Logical axes are tuples of names or None; the tree of them is mapped with an is_leaf that tests each entry
# against (str, type(None)), and the rule for the norm's axis leaves it to the compiler on an all-Explicit mesh.
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

RULES = {"embed": "fsdp", "mlp": "tp", "kv": None, "norm": P.UNCONSTRAINED}
LOGICAL = {"wi": ("embed", "mlp"), "wo": ("mlp", "embed"), "bias": ("kv",), "scale": ("norm",)}


def to_spec(axes):
    return P(*(RULES[name] if name is not None else None for name in axes))


def is_axes(t):
    return isinstance(t, tuple) and all(isinstance(a, (str, type(None))) for a in t)


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
    shardings = jax.tree.map(lambda axes: NamedSharding(mesh, to_spec(axes)), LOGICAL, is_leaf=is_axes)
    print(shardings["wi"].spec)
