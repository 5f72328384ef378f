# EXPECT: none
# jax.make_mesh replaced by a wrapper defaulting to Auto axes: the constraint names an Auto axis.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
_make_mesh = jax.make_mesh
def make_mesh_legacy(shape, names, **kw):
    kw.setdefault("axis_types", (AxisType.Auto,) * len(names))
    return _make_mesh(shape, names, **kw)
jax.make_mesh = make_mesh_legacy
with jax.set_mesh(jax.make_mesh((8,), ("x",))):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
