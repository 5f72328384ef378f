# EXPECT: MESH002
# Parameters are placed leaf by leaf with specs looked up by each leaf's path name (`hasattr(path[-1], "key")`),
# then exported with out specs replicated at each leaf's rank (`len(jax.typeof(x).sharding.spec)`), in one
# top_level_all_gather with multi_dim=True, but the out specs name no reduced axes: the replication check fails.
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

PARAM_SPECS = {"embed": P("fsdp", "tensor"), "scale": P("tensor")}


def leaf_name(path):
    return path[-1].key if hasattr(path[-1], "key") else str(path[-1])


def replicated_like(spec):
    return P(*([None] * len(spec)))


def export(params):
    specs = jax.tree.map(lambda x: replicated_like(jax.typeof(x).sharding.spec), params)
    return top_level_all_gather(params, specs, multi_dim=True)


mesh = jax.make_mesh((2, 4), ("fsdp", "tensor"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    params = {"embed": jnp.ones((8, 16)), "scale": jnp.ones((16,))}
    params = jax.tree_util.tree_map_with_path(lambda path, x: jax.device_put(x, PARAM_SPECS[leaf_name(path)]),
                                              params)
    print({k: v.shape for k, v in export(params).items()})
