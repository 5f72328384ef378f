"""Named tables mapping logical axis names to mesh axes; filled by @rule_set when presets is imported."""
RULE_SETS = {}


def rule_set(name):
    def register(fn):
        RULE_SETS[name] = fn()
        return fn
    return register
