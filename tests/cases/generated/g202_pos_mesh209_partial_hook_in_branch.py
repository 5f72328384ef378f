# EXPECT: MESH209
# Written for reach-2: the mesh-entering hook is bound with functools.partial and called on one branch of a flag
# that folds to True; its mesh has a Manual axis.
import functools
import jax
from jax.sharding import AxisType

USE_PIPELINE = True


def enter(mesh, verbose=False):
    jax.set_mesh(mesh)


mesh = jax.make_mesh((8,), ('stage',), axis_types=(AxisType.Manual,))
hook = functools.partial(enter, mesh, verbose=True)
if USE_PIPELINE:
    hook()
else:
    pass
