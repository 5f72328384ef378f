# EXPECT: none
# utils.gathered_arange enters its own Explicit mesh; main.py calls it with no mesh set: fine.
from utils import gathered_arange

print(gathered_arange(16).shape)
