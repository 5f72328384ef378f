# EXPECT: none
# a.py and b.py import each other; the gather runs under a.MESH, an Explicit make_mesh mesh.
import numpy as np

import b

b.default_run(np.arange(16.))
