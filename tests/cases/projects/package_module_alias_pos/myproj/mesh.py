import jax
import numpy as np

MESH = jax.sharding.Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
