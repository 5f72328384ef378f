# EXPECT: MESH217
# Generated (tests/generator seed 106, p106_00416), shrunk; analyzer disagreed: fn MESH217 | mig.unreduced_spec.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2, 2), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto, AxisType.Explicit, AxisType.Auto))

def stage_1():
    with jax.set_mesh(mesh):
        s = NamedSharding(mesh, P(None, unreduced={'data'}))
jax.named_call(stage_1, name='stage')()
