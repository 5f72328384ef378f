# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_00514). main.py runs Trainer_1().run() with no mesh set: jax raises MESH203
# at the device_put under use_abstract_mesh (found cross-file at main.py). Limit (policy): mesh_helpers.py's method judged
# alone cannot know whether its caller set a concrete mesh, so the device_put is unknown there, and the MESH218 after
# it (certain for any caller that gets there) is reported too.
import contextlib
import dataclasses
import functools
import os
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
from mesh_helpers import Trainer_1

Trainer_1().run()
