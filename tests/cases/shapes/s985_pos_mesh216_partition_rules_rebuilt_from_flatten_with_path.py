# EXPECT: MESH216
# EasyDeL-style partition rules matched against flattened parameter paths; the specs are put back into the
# params' structure with the treedef of tree_flatten_with_path. Norms get P(P.UNCONSTRAINED), which a
# NamedSharding refuses on a mesh with no Auto axis.
import re

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax.tree_util import keystr, tree_flatten_with_path, tree_unflatten

RULES = ((r"attn/(q|k|v)/kernel", P("fsdp", "tp")), (r".*norm.*", P(P.UNCONSTRAINED)), (r".*", P()))


def match(rules, params):
    flat, treedef = tree_flatten_with_path(params)
    specs = []
    for path, leaf in flat:
        name = "/".join(keystr((k,)).strip("[]'\"") for k in path)
        for pattern, spec in rules:
            if re.search(pattern, name):
                specs.append(spec if leaf.ndim else P())
                break
    return tree_unflatten(treedef, specs)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
    params = {"attn": {"q": {"kernel": jnp.ones((16, 16))}, "k": {"kernel": jnp.ones((16, 16))}},
              "layernorm": {"scale": jnp.ones((16,))}}
    specs = match(RULES, params)
    shardings = jax.tree.map(lambda s: NamedSharding(mesh, s), specs, is_leaf=lambda x: isinstance(x, P))
    print(jax.tree.map(lambda x: x.sharding.spec, jax.device_put(params, shardings)))
