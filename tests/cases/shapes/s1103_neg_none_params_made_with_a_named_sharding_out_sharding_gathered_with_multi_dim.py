# EXPECT: none
# Parameters are created directly in their layout with jax.random.normal(..., out_sharding=NamedSharding(mesh,
# spec)) from a spec table. The export helper replicates each weight with one top_level_all_gather naming every
# axis it is sharded over as reduced, and passes multi_dim=True for the 2-D sharded weight.
import jax
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

PARAM_SPECS = {"w_in": P("fsdp", "tensor"), "bias": P("tensor")}
SHAPES = {"w_in": (16, 32), "bias": (32,)}


def init_params(mesh, key):
    keys = dict(zip(SHAPES, jax.random.split(key, len(SHAPES))))
    return {name: jax.random.normal(keys[name], SHAPES[name], out_sharding=NamedSharding(mesh, PARAM_SPECS[name]))
            for name in SHAPES}


def replicate_for_export(params):
    out = {}
    for name, w in params.items():
        axes = {a for a in PARAM_SPECS[name] if a is not None}
        out[name] = top_level_all_gather(w, P(*(None,) * w.ndim, reduced=axes), multi_dim=len(axes) > 1)
    return out


def main():
    mesh = jax.make_mesh((4, 2), ("fsdp", "tensor"))
    with jax.set_mesh(mesh):
        params = init_params(mesh, jax.random.key(0))
        exported = jax.jit(replicate_for_export)(params)
        print({k: jax.typeof(v) for k, v in exported.items()})


if __name__ == "__main__":
    main()
