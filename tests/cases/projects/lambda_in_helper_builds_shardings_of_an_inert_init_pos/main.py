# EXPECT: MESH216
# The parameter structure comes from jax.eval_shape of an initializer in a module that names no sharding API;
# the shardings are built by a lambda in another module, and a bias rule says P(P.UNCONSTRAINED) on a mesh
# whose axes are all Explicit.
import jax
from jax.sharding import AxisType

from model import init
from partitioning import shardings_for

if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    shapes = jax.eval_shape(init, jax.random.key(0))
    shardings = shardings_for(shapes, mesh)
    params = jax.jit(init, out_shardings=shardings)(jax.random.key(0))
    print(jax.tree.map(lambda x: x.sharding.spec, params))
