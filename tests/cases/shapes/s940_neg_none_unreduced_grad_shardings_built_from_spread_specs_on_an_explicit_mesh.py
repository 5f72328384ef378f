# EXPECT: none
# Gradient-accumulation shardings keep partial gradients unreduced over 'data': each parameter's spec is spread
# into P(*spec, unreduced={"data"}) on a mesh whose axes are Explicit, as unreduced axes must be.
import numpy as np
import jax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

SPECS = {"dense": {"kernel": P(None, "model"), "bias": P("model")}}


def accum_shardings(mesh, specs):
    return jax.tree.map(lambda spec: NamedSharding(mesh, P(*spec, unreduced={"data"})), specs,
                        is_leaf=lambda s: isinstance(s, P))


if __name__ == "__main__":
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ("data", "model"),
                axis_types=(jax.sharding.AxisType.Explicit,) * 2)
    print(accum_shardings(mesh, SPECS))
