# EXPECT: MESH209
# Written for reach-2: a @contextmanager helper that forgot its yield runs its body when it is called (before the
# `with` fails): set_mesh refuses the Manual axis there first.
import contextlib
import jax
from jax.sharding import AxisType


@contextlib.contextmanager
def activate(config):
    jax.set_mesh(config['mesh'])


config = {'mesh': jax.make_mesh((2, 4), ('pp', 'dp'), axis_types=(AxisType.Manual, AxisType.Explicit))}
with activate(config):
    pass
