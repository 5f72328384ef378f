# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_00514). main.py runs Trainer_1().run() with no mesh set: jax raises MESH203
# at the device_put under use_abstract_mesh. The method judged alone cannot know whether its caller set a concrete
# mesh, so the MESH218 after it would be reported too; with every caller found and followed, their runs decide.
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
