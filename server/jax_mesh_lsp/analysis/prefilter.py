"""The cheap test that runs before parsing: a file that names none of the watched APIs has no findings."""
from __future__ import annotations


def worth_parsing(source: str, rules) -> bool:
    for rule in rules:
        for word in getattr(rule, "keywords", ()):
            if word in source:
                return True
    return False
