# EXPECT: none
# Importing pkg.layers runs pkg/__init__.py first, which imports pkg/_boot.py, which sets the mesh.
# SINGLE-FILE-BLIND: pkg/layers.py judged alone places with a bare spec at import and sees no mesh.
from pkg.layers import TABLE

print(TABLE.sharding.spec)
