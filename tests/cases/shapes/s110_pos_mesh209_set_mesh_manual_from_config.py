# EXPECT: MESH209
# SimpleNamespace config gives axis types per axis; one is Manual, and the mesh is entered with jax.set_mesh.
from types import SimpleNamespace
import jax
from jax.sharding import AxisType

cfg = SimpleNamespace(axes={'data': AxisType.Explicit, 'expert': AxisType.Manual}, shape=(4, 2))


def run(cfg):
    mesh = jax.make_mesh(cfg.shape, tuple(cfg.axes), axis_types=tuple(cfg.axes.values()))
    with jax.set_mesh(mesh):
        pass


run(cfg)
