class Registry:
    mesh = None
