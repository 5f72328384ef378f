# EXPECT: MESH221
# model.build_forward shard_maps layers.stack over the batch axis and claims a replicated output; the scan's
# carry (the hidden state) starts from the batch shard, so it varies over 'data': JAX refuses the out_specs.
import jax
import numpy as np
from jax.sharding import Mesh

from model import ModelConfig, build_forward

mesh = Mesh(np.array(jax.devices()[:4]), ('data',))
forward = build_forward(mesh, ModelConfig())
print(forward(np.ones((16, 8), np.float32), np.ones((3, 8, 8), np.float32) * 0.01))
