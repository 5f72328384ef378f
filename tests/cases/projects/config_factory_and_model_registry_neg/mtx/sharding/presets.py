from jax.sharding import PartitionSpec as P

from .rules import rule_set


@rule_set("fsdp_tp")
def fsdp_tp():
    return {
        "activation_batch": "fsdp",
        "activation_length": None,
        "activation_embed": None,
        "embed": "fsdp",
        "mlp": "tensor",
    }


@rule_set("fsdp_tp_free_length")
def fsdp_tp_free_length():
    """Like fsdp_tp, but lets the compiler pick how the sequence dimension of activations is laid out."""
    return {
        "activation_batch": "fsdp",
        "activation_length": P.UNCONSTRAINED,
        "activation_embed": None,
        "embed": "fsdp",
        "mlp": "tensor",
    }
