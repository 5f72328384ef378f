import jax
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P

from meshes import LAYOUT
from registry import register


@register("row_parallel_matmul")
def build(layout=LAYOUT):
    devices = np.asarray(jax.devices()[:8]).reshape(tuple(layout.values()))
    mesh = Mesh(devices, tuple(layout), axis_types=(AxisType.Explicit,) * len(layout))

    def local(x, w):
        return jax.lax.psum(x @ w, "model")

    sharded = jax.jit(jax.shard_map(local, mesh=mesh, in_specs=(P("data", "model"), P("model", None)),
                                    out_specs=P("data", None)))

    def apply(x, w):
        return sharded(jax.reshard(x, P("data", "model")), jax.reshard(w, P("model", None)))
    return apply
