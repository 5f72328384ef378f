# EXPECT: none
# Startup hooks are run by mapping a lambda over them; one hook promotes the config class to Explicit axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Cfg:
    kinds = (AxisType.Auto,)


def promote():
    Cfg.kinds = (AxisType.Explicit,)


HOOKS = [promote]
list(map(lambda hook: hook(), HOOKS))
with jax.set_mesh(jax.make_mesh((8,), ("d",), axis_types=Cfg.kinds)):
    print(jnp.zeros((8,), out_sharding=P("d")).sharding.spec)
