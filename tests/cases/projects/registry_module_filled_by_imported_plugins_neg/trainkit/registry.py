"""A plain name -> factory table; plugin modules fill it with a decorator when they are imported."""
_FACTORIES = {}


def register(name):
    def wrap(fn):
        _FACTORIES[name] = fn
        return fn
    return wrap


def create(name, *args, **kwargs):
    if name not in _FACTORIES:
        raise KeyError(f"no factory {name!r}")
    return _FACTORIES[name](*args, **kwargs)
