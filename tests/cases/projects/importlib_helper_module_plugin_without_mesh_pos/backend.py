import importlib


def load_backend(name):
    return importlib.import_module(f"plugins.{name}")
