# EXPECT: none
# Optimizer buffers are laid out like their parameters by resharding to `p.sharding.spec`; the parameters were
# placed with NamedShardings over the mesh's Explicit 'tensor' axis, which reshard may name.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def zeros_like_placed(p):
    return jax.sharding.reshard(jnp.zeros_like(p), p.sharding.spec)


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "tensor"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    params = {"kernel": np.ones((16, 32), np.float32), "bias": np.zeros((32,), np.float32)}
    layout = {"kernel": P(None, "tensor"), "bias": P("tensor")}
    with jax.set_mesh(mesh):
        params = jax.tree.map(lambda x, s: jax.device_put(x, NamedSharding(mesh, s)), params, layout)
        mu = jax.tree.map(zeros_like_placed, params)
    print(jax.tree.map(jnp.shape, mu))
