# EXPECT: none
# A data descriptor's __set__ converts 'legacy' into Auto axis types.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
class Types:
    def __get__(self, obj, owner=None):
        return obj._t
    def __set__(self, obj, value):
        obj._t = (AxisType.Auto,) if value == "legacy" else (AxisType.Explicit,)
class Cfg:
    types = Types()
cfg = Cfg()
cfg.types = "legacy"
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=cfg.types)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
