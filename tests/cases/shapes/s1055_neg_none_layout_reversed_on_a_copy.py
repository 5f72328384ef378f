# EXPECT: none
# The activation layout is a copy of the class-level weight layout, so flipping it in place for the output
# projection leaves the weight layout the block constrains to as it was.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class ProjConfig:
    weight_layout = ["fsdp", "tp"]

    def __init__(self):
        self.act_layout = list(self.weight_layout)

    def for_output_projection(self):
        self.act_layout.reverse()
        return self


def block(cfg):
    def apply(x, w):
        return jax.lax.with_sharding_constraint(jnp.tanh(x @ w), P(*cfg.weight_layout))
    return jax.jit(apply)


mesh = jax.make_mesh((2, 4), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    cfg = ProjConfig().for_output_projection()
    x = jax.device_put(jnp.ones((8, 16)), P("fsdp", None))
    w = jax.device_put(jnp.ones((16, 16)), P(None, "tp"))
    print(block(cfg)(x, w).sharding.spec)
