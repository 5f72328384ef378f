MESH_AXES = ("data", "fsdp", "expert")
ICI_PARALLELISM = {"data": 1, "fsdp": 4, "expert": 2}
NUM_EXPERTS = 4
