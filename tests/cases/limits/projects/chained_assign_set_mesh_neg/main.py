# EXPECT: none
# setup_mesh.py sets the mesh for good in a chained assignment (`previous = current = jax.set_mesh(mesh)`); work.py,
# imported after it, places an array by a bare PartitionSpec at its top level: the mesh is set by then.
import setup_mesh  # noqa: F401
import work

print(work.x.sharding)
