"""Name -> strategy class table. Strategy modules add themselves with @strategy(name) when imported."""
STRATEGIES = {}


def strategy(name):
    def register(cls):
        cls.name = name
        STRATEGIES[name] = cls
        return cls
    return register


def resolve(name, **kwargs):
    return STRATEGIES[name](**kwargs)


def available():
    return sorted(STRATEGIES)
