# EXPECT: none
# The sweep is a JSON document in the source; its experiments list one axis type per mesh axis.
import json

import jax
from jax.sharding import AxisType

SWEEP = """
[
  {"name": "dp", "shape": [8], "axes": ["data"], "axis_types": ["Explicit"]},
  {"name": "dp_tp", "shape": [4, 2], "axes": ["data", "model"], "axis_types": ["Explicit", "Auto"]}
]
"""


def mesh_for(exp):
    types = tuple(AxisType[t] for t in exp["axis_types"])
    return jax.make_mesh(tuple(exp["shape"]), tuple(exp["axes"]), axis_types=types)


for exp in json.loads(SWEEP):
    print(exp["name"], mesh_for(exp).shape)
