import dataclasses


def _coerce(field, value):
    return int(value) if field.type in (int, "int") else value


def apply_overrides(config, pairs):
    """`key=value` overrides onto a config dataclass."""
    fields = {f.name: f for f in dataclasses.fields(config)}
    updates = {}
    for pair in pairs:
        key, value = pair.split("=", 1)
        if key not in fields:
            raise KeyError(f"unknown config key {key}")
        updates[key] = _coerce(fields[key], value)
    return dataclasses.replace(config, **updates)
