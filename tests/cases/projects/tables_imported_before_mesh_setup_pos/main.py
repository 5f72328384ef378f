# EXPECT: MESH203
# `import tables` runs that module's top level before `import mesh_setup` sets the mesh: its bare
# PartitionSpec has no mesh to resolve against.
import tables
import mesh_setup  # noqa: F401

print(tables.EMBED.sharding.spec)
