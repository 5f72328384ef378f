"""The cheap test that runs before parsing: a file that names none of the watched APIs has no findings."""
from __future__ import annotations


def worth_parsing(source: str, rules, cross_file: bool = False) -> bool:
    """`cross_file`: the file is read with its project's other modules, so values it imports can be known
    (a rule's `cross_file_keywords` count too)."""
    for rule in rules:
        for word in getattr(rule, "keywords", ()):
            if word in source:
                return True
        if cross_file:
            for word in getattr(rule, "cross_file_keywords", ()):
                if word in source:
                    return True
    return False
