# EXPECT: none
# Written for reach-2: twin of g206 with Explicit axes: the body's set_mesh works, then entering the manager fails
# with a TypeError (no yield), which is no mesh error.
import contextlib
import jax
from jax.sharding import AxisType


@contextlib.contextmanager
def activate(config):
    jax.set_mesh(config['mesh'])


config = {'mesh': jax.make_mesh((2, 4), ('pp', 'dp'), axis_types=(AxisType.Explicit, AxisType.Explicit))}
with activate(config):
    pass
