# EXPECT: none
# __getattribute__ answers the read from an overrides dict (Auto axis types).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
class Overridable:
    def __init__(self, overrides):
        object.__setattr__(self, "_o", overrides)
        self.types = (AxisType.Explicit,)
    def __getattribute__(self, name):
        o = object.__getattribute__(self, "_o")
        return o[name] if name in o else object.__getattribute__(self, name)
cfg = Overridable({"types": (AxisType.Auto,)})
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=cfg.types)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
