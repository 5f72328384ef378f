# EXPECT: MESH216
# A config-driven input spec: the ShapeDtypeStruct is made under the set (Explicit) mesh, and reading its sharding
# resolves P('data', P.UNCONSTRAINED) on that mesh, which has no Auto axis.
import dataclasses

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    mesh_shape: tuple = (4, 2)
    mesh_axes: tuple = ('data', 'model')


def input_spec(cfg: Config):
    return jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P(cfg.mesh_axes[0], P.UNCONSTRAINED))


cfg = Config()
mesh = jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes)
with jax.set_mesh(mesh):
    spec = input_spec(cfg)
    print(spec.sharding)
