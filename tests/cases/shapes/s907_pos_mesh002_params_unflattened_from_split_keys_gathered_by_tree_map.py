# EXPECT: MESH002
# Parameters are initialised the usual way: flatten a tree of shapes, split one key per leaf, unflatten the
# initialised leaves. Specs come from path rules (tree_map_with_path), and the forward pass gathers every
# parameter with jax.tree.map(top_level_all_gather, ...) to specs that drop 'fsdp' without naming it in reduced.
import re

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax.tree_util import DictKey, tree_map_with_path
from jax._src.shard_map import top_level_all_gather

SHAPES = {"embed": {"table": (64, 16)}, "mlp": {"wi": (16, 32), "wo": (32, 16)}}
RULES = [(r"table$", P("fsdp", None)), (r"w[io]$", P("fsdp", None))]


def init(key, shapes):
    leaves, treedef = jax.tree.flatten(shapes, is_leaf=lambda s: isinstance(s, tuple))
    keys = jax.random.split(key, len(leaves))
    return jax.tree.unflatten(treedef, [jax.random.normal(k, s) for k, s in zip(keys, leaves)])


def spec_for(path, leaf):
    name = "/".join(k.key for k in path if isinstance(k, DictKey))
    for pattern, spec in RULES:
        if re.search(pattern, name):
            return spec
    return P()


def gather_spec(spec):
    return P(*(None if a == "fsdp" else a for a in spec))


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("fsdp",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        params = init(jax.random.key(0), SHAPES)
        specs = tree_map_with_path(spec_for, params)
        params = jax.tree.map(jax.sharding.reshard, params, specs)
        full = jax.tree.map(top_level_all_gather, params,
                            jax.tree.map(gather_spec, specs, is_leaf=lambda s: isinstance(s, P)))
        print(jax.tree.map(jnp.shape, full))
