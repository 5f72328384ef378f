# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00704), shrunk; analyzer disagreed: fn MESH209 | tlag.
import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Manual,) * 2)

class Stage_1:

    def run(stage):
        with jax.set_mesh(mesh):
            pass
Stage_1().run()
