# EXPECT: none
# The project of shard_map_scan_layers_pos with the config asking for a batch-sharded output: the per-shard
# hidden states are returned as the shards of one array.
import jax
import numpy as np
from jax.sharding import Mesh

from model import ModelConfig, build_forward

mesh = Mesh(np.array(jax.devices()[:4]), ('data',))
forward = build_forward(mesh, ModelConfig(replicated_output=False))
print(forward(np.ones((16, 8), np.float32), np.ones((3, 8, 8), np.float32) * 0.01).shape)
