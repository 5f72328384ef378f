# EXPECT: none
# device_put onto a single device needs no mesh.
import jax
import numpy as np

a = jax.device_put(np.arange(16.0), jax.devices()[3])
b = jax.device_put(np.arange(16.0))
