"""A tiny imitation of a hyper-parameter object built from a dict of raw keys."""

_DEFAULTS = {
    "mesh_axes": ["data", "fsdp", "tensor"],
    "ici_data_parallelism": 1,
    "ici_fsdp_parallelism": 4,
    "ici_tensor_parallelism": 2,
    "logical_axis_rules": [
        ["activation_batch", ["data", "fsdp"]],
        ["activation_embed", "tensor"],
        ["activation_length", None],
        ["embed", "fsdp"],
        ["mlp", "tensor"],
    ],
    "per_device_batch_size": 1,
    "max_target_length": 16,
    "emb_dim": 32,
    "mlp_dim": 64,
}


class HyperParameters:
    def __init__(self, overrides=None):
        raw = dict(_DEFAULTS)
        raw.update(overrides or {})
        self._keys = raw

    def __getattr__(self, name):
        try:
            return self.__dict__["_keys"][name]
        except KeyError as e:
            raise AttributeError(name) from e

    @property
    def ici_parallelism(self):
        return [self.ici_data_parallelism, self.ici_fsdp_parallelism, self.ici_tensor_parallelism]


def initialize(overrides=None):
    return HyperParameters(overrides)
