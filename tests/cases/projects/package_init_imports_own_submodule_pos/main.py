# EXPECT: MESH203
# pkg/__init__.py imports its own submodule (`from . import layers`); main.py calls it with no mesh set.
from pkg import layers

layers.place()
