# EXPECT: none
# `import mesh_setup` sets the mesh before `import tables` runs that module's top level, so its bare specs
# resolve against it (a module's top level runs under its importer's mesh, not under no mesh).
import mesh_setup  # noqa: F401
import tables

print(tables.EMBED.sharding.spec, tables.POS.sharding.spec)
