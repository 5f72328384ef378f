# EXPECT: MESH005
# Export gathers every parameter of a dict in one top_level_all_gather; the out specs come from jax.tree.map.
# The embedding is sharded on both dimensions, so gathering it fully changes two dimensions without multi_dim.
import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

RULES = {"vocab": "data", "embed": "model", "mlp": None}
PARAM_AXES = {"embedding": ("vocab", "embed"), "proj": ("embed", "mlp")}


def to_spec(names):
    return P(*(RULES[n] for n in names))


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embedding": jax.random.normal(k1, (64, 16)), "proj": jax.random.normal(k2, (16, 32))}


def gathered_specs(params):
    return jax.tree.map(lambda _: P(None, None, reduced={"data", "model"}), params)


def export(params):
    return top_level_all_gather(params, gathered_specs(params))


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    params = {k: jax.device_put(v, NamedSharding(mesh, to_spec(PARAM_AXES[k]))) for k, v in init(jax.random.key(0)).items()}
    out = export(params)
    print({k: v.shape for k, v in out.items()})
