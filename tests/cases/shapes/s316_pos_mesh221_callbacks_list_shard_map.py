# EXPECT: MESH221
# Metrics callbacks registered in a list; one computes a per-shard norm in shard_map and claims P() out,
# but forgets the psum.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))
CALLBACKS = []


def register(fn):
    CALLBACKS.append(fn)
    return fn


@register
def grad_norm(g):
    def local(x):
        return jnp.sqrt(jnp.sum(x * x))
    return jax.shard_map(local, mesh=mesh, in_specs=P("data"), out_specs=P())(g)


@register
def grad_max(g):
    return jnp.max(g)


def run_callbacks(g):
    return {cb.__name__: cb(g) for cb in CALLBACKS}


with jax.set_mesh(mesh):
    g = jax.device_put(np.ones((16,), np.float32), P("data"))
    print(run_callbacks(g))
