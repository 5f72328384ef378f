STEPS = {}


def register(name):
    def deco(fn):
        STEPS[name] = fn
        return fn
    return deco
