# EXPECT: none
# The same mapping over shape leaves, turned into NamedShardings by a second map that stops at each
# PartitionSpec, and a third that keeps `None` leaves apart: every in_sharding carries its mesh.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
PARAM_SHAPES = {"dense": {"kernel": (8, 4), "bias": (8,)}}

specs = jax.tree.map(lambda shape: P("data", *([None] * (len(shape) - 1))), PARAM_SHAPES,
                     is_leaf=lambda s: isinstance(s, tuple))
shardings = jax.tree.map(lambda s: NamedSharding(mesh, s), specs, is_leaf=lambda s: isinstance(s, P))
step = jax.jit(lambda params: params, in_shardings=(shardings,))
step({"dense": {"kernel": np.ones((8, 4), np.float32), "bias": np.ones(8, np.float32)}})

optional = {"a": None, "b": P("data")}
filled = jax.tree.map(lambda s: NamedSharding(mesh, P() if s is None else s), optional, is_leaf=lambda s: s is None)
jax.jit(lambda p: p, in_shardings=(filled,))({"a": np.ones(8, np.float32), "b": np.ones(8, np.float32)})
print("ok")
