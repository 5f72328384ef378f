# EXPECT: none
# Overrides are parsed from a "k=v,k=v" string, each value converted with the type of its default. The
# partitioning chosen by `match` constrains activations over the Auto 'model' axis only.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

DEFAULTS = {"partitioning": "model", "layers": 2}
OVERRIDES = "layers=3,partitioning=model"


def parse(defaults, text):
    cfg = dict(defaults)
    for item in filter(None, text.split(",")):
        key, value = item.split("=", 1)
        cfg[key] = type(defaults[key])(value)
    return cfg


cfg = parse(DEFAULTS, OVERRIDES)
match cfg["partitioning"]:
    case "model":
        spec = P(None, "model")
    case "batch_model":
        spec = P("data", "model")
    case other:
        raise ValueError(other)

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", None))
    y = jax.jit(lambda h: jax.lax.with_sharding_constraint(jnp.tanh(h), spec))(x)
    print(y.shape, cfg["layers"])
