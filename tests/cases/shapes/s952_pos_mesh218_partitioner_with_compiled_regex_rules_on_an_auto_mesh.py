# EXPECT: MESH218
# A Partitioner compiles its (regex, spec) rules with re.compile and matches each parameter's path with
# pattern.search; the norm's rule keeps it reduced over 'data', which the mesh leaves Auto (reduced axes must be
# Explicit): building its NamedSharding raises.
import re

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

RULES = [
    (r"embed/table$", P("model", None)),
    (r"norm/scale$", P(None, reduced={"data"})),
    (r"mlp/w[io]$", P("data", "model")),
]


def path_str(path):
    return "/".join(str(k.key) for k in path if isinstance(k, jax.tree_util.DictKey))


class Partitioner:
    def __init__(self, mesh, rules, default=P()):
        self.mesh = mesh
        self.rules = [(re.compile(pat), spec) for pat, spec in rules]
        self.default = default

    def spec_for(self, name):
        for pat, spec in self.rules:
            if pat.search(name):
                return spec
        return self.default

    def shardings(self, params):
        specs = jax.tree_util.tree_map_with_path(lambda p, _: self.spec_for(path_str(p)), params)
        return jax.tree.map(lambda s: NamedSharding(self.mesh, s), specs, is_leaf=lambda x: isinstance(x, P))


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
    params = {"embed": {"table": jnp.ones((64, 32))}, "norm": {"scale": jnp.ones((32,))},
              "mlp": {"wi": jnp.ones((32, 64)), "wo": jnp.ones((64, 32))}}
    print(jax.device_put(params, Partitioner(mesh, RULES).shardings(params))["norm"]["scale"].sharding)
