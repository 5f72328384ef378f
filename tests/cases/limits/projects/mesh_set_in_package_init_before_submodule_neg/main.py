# EXPECT: none
# app/__init__.py sets the mesh, then imports app.params, whose top level calls a jit with bare
# PartitionSpec out_shardings: the mesh is set by then.
import app

print(app.PARAMS.sharding.spec)
