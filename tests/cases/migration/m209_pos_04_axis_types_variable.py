# EXPECT: MESH209
# axis_types from a module-level tuple containing Manual.
import jax
import jax.sharding as shd

AXIS_TYPES = (shd.AxisType.Auto, shd.AxisType.Manual)
mesh = jax.make_mesh((2, 4), ('dp', 'tp'), axis_types=AXIS_TYPES)


def train():
    with jax.set_mesh(mesh):
        return 0


train()
