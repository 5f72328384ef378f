from .decoder import Decoder

MODELS = {"decoder": Decoder}


def build_model(cfg, mesh, rules):
    return MODELS[cfg.model](cfg, mesh, rules)
