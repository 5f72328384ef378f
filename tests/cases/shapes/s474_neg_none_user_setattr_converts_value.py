# EXPECT: none
# The config class's own __setattr__ converts 'legacy' into Auto axis types before storing it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
class Cfg:
    def __init__(self):
        self.types = (AxisType.Explicit,)
    def __setattr__(self, name, value):
        if value == "legacy":
            value = (AxisType.Auto,)
        super().__setattr__(name, value)
cfg = Cfg()
cfg.types = "legacy"
with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=cfg.types)):
    jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x")))(jnp.ones(16))
