# EXPECT: MESH207
# The diamond the other way round: C3 finds Left's Auto before Right's Explicit, and the out_sharding names 'x'.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Root:
    kind = AxisType.Explicit


class Left(Root):
    kind = AxisType.Auto


class Right(Root):
    kind = AxisType.Explicit


class Leaf(Left, Right):
    pass


with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(Leaf.kind,))):
    print(jnp.zeros((16,), out_sharding=P("x")))
