# EXPECT: none
# A mesh registry whose `__setitem__` installs the global mesh, and a session singleton whose `__new__` does:
# Python calls them implicitly, so the bare-spec placements after them run under a mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class MeshRegistry:
    def __setitem__(self, name, shape):
        jax.set_mesh(jax.make_mesh(shape, (name,)))


class Session:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            jax.set_mesh(jax.make_mesh((8,), ("data",)))
            cls._instance = super().__new__(cls)
        return cls._instance


MeshRegistry()["data"] = (8,)
print(jax.device_put(jnp.ones(16), P("data")).sharding.spec)
Session()
print(jnp.zeros((16,), out_sharding=P("data")).sharding.spec)
