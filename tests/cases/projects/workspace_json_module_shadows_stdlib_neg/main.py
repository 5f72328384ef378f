# EXPECT: none
# The workspace has its own json.py, which `import json` finds first (the script's folder leads sys.path):
# its loads gives one axis type per axis, whatever the text says, so the stdlib parse of SWEEP is not what runs.
import json

import jax
from jax.sharding import AxisType

SWEEP = '[{"axes": ["data", "model"], "axis_types": ["Explicit"]}]'
for exp in json.loads(SWEEP):
    types = tuple(AxisType[t] for t in exp["axis_types"])
    print(jax.make_mesh((4, 2), tuple(exp["axes"]), axis_types=types))
