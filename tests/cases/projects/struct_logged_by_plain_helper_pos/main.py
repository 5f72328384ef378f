# EXPECT: MESH204
# The abstract parameters carry bare PartitionSpecs; a logging helper in a module that names nothing of JAX
# prints their sharding with no mesh set, which makes JAX resolve the spec and fail.
from log import describe
from shapes import abstract_params

describe(abstract_params()["w"])
