# EXPECT: none
# The same star-imported layer with out_specs that keep the 'model' sharding: fine.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType

from model import *

with jax.set_mesh(jax.make_mesh((4, 2), MODEL_AXES, axis_types=(AxisType.Auto,) * 2)):
    print(rms_norm(jnp.ones((8, 16))).shape)
