"""A minimal module base: a name and its parameters."""


class BaseLayer:
    def __init__(self, *, name, features, **kwargs):
        self.name = name
        self.features = features
        self.params = {}
        super().__init__(**kwargs)
