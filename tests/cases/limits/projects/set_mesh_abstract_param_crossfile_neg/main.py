# EXPECT: none
# Generated (tests/generator seed 104, p104_00380), shrunk. main.py passes an AbstractMesh to a helper that
# calls jax.set_mesh(mesh): jax raises `Expected mesh of type jax.sharding.Mesh` (no rule) there, before the
# device_put with a bare P. Limit: the analyzer reports MESH203 cross-file (the same program in one file agrees).
from mesh_helpers import global_mesh, run_with_mesh_1
run_with_mesh_1(global_mesh)
