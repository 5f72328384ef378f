from jax.sharding import AxisType, PartitionSpec as P

MESH_AXES = ("data", "model")
AXIS_TYPES = {
    "fsdp": (AxisType.Explicit, AxisType.Explicit),
    # tensor parallelism is left to the partitioner
    "hybrid": (AxisType.Explicit, AxisType.Auto),
}
PARAM_SPECS = {
    "fsdp": {"w": P("data", None), "b": P()},
    "hybrid": {"w": P(None, "model"), "b": P("model")},
}
