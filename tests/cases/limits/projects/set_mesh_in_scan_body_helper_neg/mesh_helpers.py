import contextlib
import dataclasses
import functools
import os
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
import types


settings = types.SimpleNamespace(shape=(2, 2, 2), names=('x', 'y', 'z'), types=(AxisType.Manual, AxisType.Explicit, AxisType.Explicit))


def scan_body_1(carry, _):
    mesh = jax.make_mesh(settings.shape, settings.names, axis_types=settings.types, devices=jax.devices()[:8])
    with jax.set_mesh(mesh) as active_mesh:
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('y', 'z'), 'x'))
        y = top_level_all_gather(x, P(None, 'x', reduced={'y', 'z'}), multi_dim=True)
        print(y.shape)
    return carry + 1, None
