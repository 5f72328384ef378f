# EXPECT: MESH001
# app/ops.py imports the mesh relatively (`from .mesh import MESH`); its 'model' axis is Auto.
import numpy as np

from app.ops import run

run(np.arange(16.).reshape(8, 2))
