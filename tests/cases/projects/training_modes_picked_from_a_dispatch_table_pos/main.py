# EXPECT: MESH219
# The entry point picks a mode by name from a table; the streaming mode takes a few batches from an endless
# loader (split over the Explicit 'data' axis) and repeats their rows without an out_sharding.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from modes import MODES

if __name__ == "__main__":
    MODES[sys.argv[1] if len(sys.argv) > 1 else "stream"]()
