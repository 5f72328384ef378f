# EXPECT: none
# A user decorator @log_failures wraps the call in try/except ValueError; the bad mesh's error is caught and logged.
import functools
import jax
from jax.sharding import AxisType


def log_failures(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except ValueError as e:
            print(f"{fn.__name__} failed: {e}")
    return wrapper


@log_failures
def build_mesh():
    return jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,))


build_mesh()
