# EXPECT: MESH217
# Optimizer state built per parameter from key paths: parameters are placed onto an Auto mesh first, then the
# gradient-accumulation buffers of every matrix ask for unreduced={'fsdp'}. The rank test needs the placed
# arrays' rank (device_put keeps it whatever the axis types); unreduced axes must be Explicit.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P


def param_spec(path, leaf):
    if "kernel" in jax.tree_util.keystr(path) and leaf.ndim == 2:
        return P("fsdp", "tp")
    return P()


def accum_spec(path, leaf):
    return P(None, "tp", unreduced={"fsdp"}) if leaf.ndim == 2 else P()


def place(tree, mesh, spec_fn):
    return jax.tree_util.tree_map_with_path(
        lambda p, x: jax.device_put(x, NamedSharding(mesh, spec_fn(p, x))), tree)


if __name__ == "__main__":
    mesh = Mesh(np.asarray(jax.devices()[:8]).reshape(4, 2), ("fsdp", "tp"),
                axis_types=(AxisType.Auto, AxisType.Auto))
    params = {"dense": {"kernel": jnp.ones((16, 8)), "bias": jnp.zeros((8,))}}
    params = place(params, mesh, param_spec)
    grads_acc = place(jax.tree.map(jnp.zeros_like, params), mesh, accum_spec)
    print(jax.tree.map(lambda x: x.shape, grads_acc))
