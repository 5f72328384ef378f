# EXPECT: none
# A hand-rolled module system: init flattens a tree of parameter shapes, splits one key per leaf
# (list(jax.random.split(...))), unflattens the keys, and places each parameter; apply forwards
# `self(params, *args, **kwargs)`. The layer gathers its FSDP-sharded kernel to P(None, 'tensor'), naming
# 'fsdp' in reduced.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Module:
    def init(self, rng):
        shapes = self.param_shapes()
        leaves, treedef = jax.tree_util.tree_flatten(shapes, is_leaf=lambda s: isinstance(s, tuple))
        keys = jax.tree_util.tree_unflatten(treedef, list(jax.random.split(rng, len(leaves))))
        params = jax.tree_util.tree_map(lambda shape, k: jax.random.normal(k, shape), shapes, keys,
                                        is_leaf=lambda s: isinstance(s, tuple))
        return jax.tree_util.tree_map(lambda p, s: jax.device_put(p, s), params, self.param_specs(),
                                      is_leaf=lambda s: isinstance(s, P))

    def apply(self, params, *args, **kwargs):
        return self(params, *args, **kwargs)


class Dense(Module):
    def param_shapes(self):
        return {"kernel": (32, 16)}

    def param_specs(self):
        return {"kernel": P("fsdp", "tensor")}

    def __call__(self, params, x):
        kernel = top_level_all_gather(params["kernel"], P(None, "tensor", reduced={"fsdp"}))
        return jnp.einsum("bd,df->bf", x, kernel)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tensor"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        layer = Dense()
        params = layer.init(jax.random.key(1))
        print(jax.jit(layer.apply)(params, jax.device_put(jnp.ones((8, 32)), P("fsdp", None))).shape)
