# EXPECT: MESH203
# train/ has no __init__.py (a namespace package, PEP 420): main imports train.loop, whose run() places a
# batch by a bare PartitionSpec through model.layers with no mesh set.
from train.loop import run

print(run())
