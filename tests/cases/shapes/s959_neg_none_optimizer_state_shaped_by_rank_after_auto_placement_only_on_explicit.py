# EXPECT: none
# The same optimizer state, but the mesh's 'fsdp' axis is Explicit: the matrices' accumulation buffers may be
# unreduced over it (and the arrays placed over the Auto 'tp' axis keep their rank for the test).
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P


def param_spec(path, leaf):
    if "kernel" in jax.tree_util.keystr(path) and leaf.ndim == 2:
        return P(None, "tp")
    return P()


def accum_spec(path, leaf):
    return P(None, "tp", unreduced={"fsdp"}) if leaf.ndim == 2 else P()


def place(tree, mesh, spec_fn):
    return jax.tree_util.tree_map_with_path(
        lambda p, x: jax.device_put(x, NamedSharding(mesh, spec_fn(p, x))), tree)


if __name__ == "__main__":
    mesh = Mesh(np.asarray(jax.devices()[:8]).reshape(4, 2), ("fsdp", "tp"),
                axis_types=(AxisType.Explicit, AxisType.Auto))
    params = {"dense": {"kernel": jnp.ones((16, 8)), "bias": jnp.zeros((8,))}}
    params = place(params, mesh, param_spec)
    grads_acc = place(jax.tree.map(jnp.zeros_like, params), mesh, accum_spec)
    print(jax.tree.map(lambda x: x.shape, grads_acc))
