import jax
import jax.numpy as jnp

from ..sharding.mesh import logical_named_sharding


class Decoder:
    """A single MLP block with FSDP-sharded weights that are gathered (over 'fsdp') where they are used."""

    def __init__(self, cfg, mesh, rules):
        self.cfg = cfg
        self.mesh = mesh
        self.rules = rules
        k_in, k_out = jax.random.split(jax.random.key(cfg.seed))
        scale = cfg.emb ** -0.5
        self.params = {
            "w_in": jax.device_put(jax.random.normal(k_in, (cfg.emb, cfg.mlp)) * scale,
                                   self._sharding(("embed", "mlp"))),
            "w_out": jax.device_put(jax.random.normal(k_out, (cfg.mlp, cfg.emb)) * scale,
                                    self._sharding(("mlp", "embed"))),
        }

    def _sharding(self, logical_axes):
        return logical_named_sharding(self.mesh, logical_axes, self.rules)

    def input_sharding(self):
        return self._sharding(("activation_batch", "activation_length", "activation_embed"))

    def apply(self, params, x):
        w_in = jax.reshard(params["w_in"], self._sharding((None, "mlp")))
        w_out = jax.reshard(params["w_out"], self._sharding(("mlp", None)))
        h = jax.nn.gelu(jnp.einsum("bse,em->bsm", x, w_in))
        return x + jnp.einsum("bsm,me->bse", h, w_out, out_sharding=self.input_sharding())
