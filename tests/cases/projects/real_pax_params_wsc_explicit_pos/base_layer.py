import jax
from jax.sharding import NamedSharding, PartitionSpec as P


class Params:
    """A minimal hyper-params holder in the style of Lingvo/Pax `.Set(...)`."""
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def Set(self, **kw):
        self.__dict__.update(kw)
        return self


class BaseLayer:
    def __init__(self, p, mesh):
        self.p = p
        self.mesh = mesh

    def maybe_shard(self, x, split_dims_mapping):
        if split_dims_mapping is None or self.mesh is None:
            return x
        return jax.lax.with_sharding_constraint(x, NamedSharding(self.mesh, P(*split_dims_mapping)))


class FeedForward(BaseLayer):
    def __call__(self, theta, x):
        h = x @ theta["w1"]
        h = self.maybe_shard(h, self.p.activation_split_dims_mapping)
        return h @ theta["w2"]
