import jax
from jax.sharding import NamedSharding, PartitionSpec as P

RULES = {"kernel": P(None, "model"), "bias": P(P.UNCONSTRAINED)}


def shardings_for(shapes, mesh):
    specs = {layer: {name: RULES[name] for name in leaves} for layer, leaves in shapes.items()}
    return jax.tree.map(lambda s: NamedSharding(mesh, s), specs, is_leaf=lambda x: isinstance(x, P))
