# EXPECT: none
# main.py replaces pkg/ops.py's Auto mesh by writing the module's namespace (vars(ops)[...]), then calls
# the function reading it: the reshard sees the Explicit mesh.
# SINGLE-FILE-BLIND: pkg/ops.py judged alone reads its own Auto mesh; only main.py shows it is replaced.
import numpy as np
import jax
import pkg.ops as ops

vars(ops)["MESH"] = jax.make_mesh((8,), ("data",))
print(ops.place(np.arange(16.0)).sharding)
