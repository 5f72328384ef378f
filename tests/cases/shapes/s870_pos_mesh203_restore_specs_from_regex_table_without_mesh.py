# EXPECT: MESH203
# Checkpoint restore puts each leaf back with the spec a regex table picks for its path. Whatever entry
# matches, the result is a bare PartitionSpec, and no mesh is set: device_put cannot resolve it.
import re

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

SPEC_TABLE = [
    (r".*embedding$", P("model", None)),
    (r".*attn/(q|k|v)$", P(None, "model")),
    (r".*", P()),
]


def path_name(path):
    return "/".join(str(getattr(k, "key", k)) for k in path)


def spec_for(path):
    name = path_name(path)
    for pattern, spec in SPEC_TABLE:
        if re.match(pattern, name):
            return spec
    return P()


def restore(flat, like):
    return jax.tree_util.tree_map_with_path(
        lambda path, leaf: jax.device_put(flat[path_name(path)], spec_for(path)), like)


if __name__ == "__main__":
    params = {"embedding": jnp.ones((32, 8)), "attn": {"q": jnp.ones((8, 8))}}
    flat = {path_name(p): np.asarray(v) for p, v in jax.tree_util.tree_flatten_with_path(params)[0]}
    jax.make_mesh((2, 4), ("data", "model"))   # built, never entered
    print(jax.tree.map(lambda a: a.sharding, restore(flat, params)))
