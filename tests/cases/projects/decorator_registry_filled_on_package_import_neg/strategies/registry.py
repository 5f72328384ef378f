_STRATEGIES = {}


def register(name):
    def deco(fn):
        if name in _STRATEGIES:
            raise KeyError(f"duplicate strategy {name!r}")
        _STRATEGIES[name] = fn
        return fn
    return deco


def get_strategy(name):
    try:
        return _STRATEGIES[name]
    except KeyError:
        raise KeyError(f"unknown strategy {name!r}; have {sorted(_STRATEGIES)}") from None
