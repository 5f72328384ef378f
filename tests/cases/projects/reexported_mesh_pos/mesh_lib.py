import jax
import numpy as np

DEVICES = np.array(jax.devices()[:8])
MESH = jax.sharding.Mesh(DEVICES, 'x')
