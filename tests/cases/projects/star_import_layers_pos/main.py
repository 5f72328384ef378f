# EXPECT: MESH221
# The model package re-exports its layers with a star import; main uses rms_norm and MODEL_AXES through it.
# rms_norm's out_specs replicate over 'model', but its output varies over 'model'.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType

from model import *

with jax.set_mesh(jax.make_mesh((4, 2), MODEL_AXES, axis_types=(AxisType.Auto,) * 2)):
    print(rms_norm(jnp.ones((8, 16))).shape)
