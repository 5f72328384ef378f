# EXPECT: MESH002
# Export gathers a dict of parameters with out specs jax.tree.map builds from each leaf's sharding, but the
# helper leaves reduced empty: the gathered axis is not mentioned, so the replication check fails.
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

PARAM_SPECS = {"embedding": P("data", None), "proj": P(None, "model")}


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embedding": jax.random.normal(k1, (64, 16)), "proj": jax.random.normal(k2, (16, 32))}


def gathered_spec(spec):
    axes = {a for a in spec if a is not None}
    return P(None, None, reduced=set())


def export(params):
    specs = jax.tree.map(gathered_spec, PARAM_SPECS, is_leaf=lambda x: isinstance(x, P))
    return top_level_all_gather(params, specs)


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    params = {k: jax.device_put(v, NamedSharding(mesh, PARAM_SPECS[k])) for k, v in init(jax.random.key(0)).items()}
    out = export(params)
    print({k: v.shape for k, v in out.items()})
