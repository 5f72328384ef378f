# EXPECT: none
# A step factory takes parameter specs derived from each leaf's path and rank (tree_map_with_path) and jits the
# step with them as in_shardings; the step is called under jax.set_mesh, which resolves the bare specs.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax.tree_util import DictKey


def spec_for(path, leaf):
    name = path[-1].key if isinstance(path[-1], DictKey) else None
    if name == "kernel" and leaf.ndim == 2:
        return P(None, "model")
    return P()


def init(key, sizes):
    params = {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        key, sub = jax.random.split(key)
        params[f"layer_{i}"] = {"kernel": jax.random.normal(sub, (a, b)), "bias": jnp.zeros((b,))}
    return params


def loss(params, x):
    for name in sorted(params):
        x = jnp.tanh(x @ params[name]["kernel"] + params[name]["bias"])
    return jnp.mean(x ** 2)


def make_step(param_specs):
    return jax.jit(jax.grad(loss), in_shardings=(param_specs, P("data", None)), out_shardings=param_specs)


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
params = init(jax.random.key(0), (8, 16, 16))
specs = jax.tree_util.tree_map_with_path(spec_for, params)
step = make_step(specs)
x = jnp.ones((8, 8))
with jax.set_mesh(mesh):
    grads = step(params, x)
print(jax.tree.map(jnp.shape, grads))
