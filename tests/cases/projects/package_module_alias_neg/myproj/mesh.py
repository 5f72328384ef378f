import jax
import numpy as np

MESH = jax.make_mesh((4, 2), ('data', 'model'))
