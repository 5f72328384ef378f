# EXPECT: none
# A function nobody in view calls (a caller picks it by name) is decorated by a wrapper that catches the
# ValueError its body raises: every caller goes through the wrapper, so the error is caught (information).
import functools
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def safe(fn):
    @functools.wraps(fn)
    def wrapper(x):
        try:
            return fn(x)
        except ValueError:
            return jnp.asarray(x)
    return wrapper

@safe
def gather(x):
    with jax.set_mesh(Mesh(np.array(jax.devices()).reshape(4, 2), ("x", "y"))):
        return top_level_all_gather(x, P(None, None))

if __name__ == "__main__":   # a caller the analyzer cannot see (dispatch by name), as in an editor
    import os, sys
    print(getattr(sys.modules[__name__], os.environ.get("FN", "gather"))(np.ones((8, 2))).shape)
