"""Ops by name; kernel modules add theirs when imported."""
_OPS = {}


def register(name):
    def add(builder):
        _OPS[name] = builder
        return builder
    return add


def lookup(name, **options):
    return _OPS[name](**options)
