# EXPECT: none
# mesh_setup.py sets the mesh through an alias (`from jax import set_mesh as activate`) before model.py is
# imported: model's import-time placement runs under it.
# SINGLE-FILE-BLIND: model.py judged alone places with a bare spec at import and sees no mesh.
import mesh_setup  # noqa: F401
import model

print(model.TABLE.sharding.spec)
