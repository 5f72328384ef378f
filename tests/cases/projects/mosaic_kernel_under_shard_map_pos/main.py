# EXPECT: MESH101
# kernels.py multicasts over ('x',) only; model.py runs the kernel under shard_map over a 2-D ('x', 'y') mesh.
from model import run

run()
