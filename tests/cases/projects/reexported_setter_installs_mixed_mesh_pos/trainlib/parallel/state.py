import jax
from jax.sharding import AxisType

MESH = None


def init(cfg):
    global MESH
    MESH = jax.make_mesh(cfg.shape, cfg.axes, axis_types=tuple(AxisType[name] for name in cfg.axis_types))
    jax.set_mesh(MESH)
    return MESH
