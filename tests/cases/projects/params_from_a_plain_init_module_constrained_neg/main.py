# EXPECT: none
# The parameters come from `model.init(jax.random.key(0))`, a module that names no sharding API; made under an
# all-Explicit mesh they are replicated, which is what the constraint says.
import jax
from jax.sharding import AxisType, PartitionSpec as P

import model

if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        params = model.init(jax.random.key(0))
        kernel = jax.lax.with_sharding_constraint(params["kernel"], P(None, None))
    print(kernel.shape)
