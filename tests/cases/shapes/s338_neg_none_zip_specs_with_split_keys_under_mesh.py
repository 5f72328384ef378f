# EXPECT: none
# The same loop under jax.set_mesh: the bare specs resolve against the context mesh.
import jax
from jax.sharding import AxisType, PartitionSpec as P


def init_params(specs, shapes, seed=0):
    keys = jax.random.split(jax.random.key(seed), len(specs))
    out = []
    for spec, shape, k in zip(specs, shapes, keys):
        out.append(jax.random.normal(k, shape, out_sharding=spec))
    return out


mesh = jax.make_mesh((4, 2), ("fsdp", "tensor"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    params = init_params([P("fsdp", "tensor"), P("tensor", "fsdp")], [(16, 32), (32, 16)])
print([p.sharding.spec for p in params])
