# EXPECT: none
# Setup hooks run through map() and a generator expression consumed by all(): the mesh hook sets the global mesh,
# so the bare specs afterwards resolve.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

CONFIG = {"mesh_shape": (8,), "mesh_axes": ("data",)}


def configure_mesh(cfg):
    jax.set_mesh(jax.make_mesh(cfg["mesh_shape"], cfg["mesh_axes"]))
    return True


def configure_nothing(cfg):
    return True


HOOKS = (configure_nothing, configure_mesh)


def setup(cfg):
    return list(map(lambda hook: hook(cfg), HOOKS))


def setup_again(cfg):
    return all(hook(cfg) for hook in HOOKS)


setup(CONFIG)
print(jnp.zeros((16,), out_sharding=P("data")).sharding.spec)
setup_again(CONFIG)
print(jax.device_put(jnp.ones(16), P("data")).sharding.spec)
