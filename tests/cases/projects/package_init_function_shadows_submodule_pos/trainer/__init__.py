def setup(verbose=True):
    """Returns trainer options (the mesh itself is configured by trainer.setup the module, if imported)."""
    if verbose:
        print("setting up trainer")
    return {"lr": 1e-3}
