"""The cheap test that runs before parsing: a file that names none of the watched APIs has no findings."""
from __future__ import annotations

_WORDS: dict = {}   # the rules' ids -> (the rules, their distinct keywords, their distinct cross-file keywords)


def _words(rules) -> tuple[tuple, tuple]:
    """Each keyword once (many rules share the PartitionSpec keywords: each was searched again per rule)."""
    rules = tuple(rules)
    key = tuple(map(id, rules))
    hit = _WORDS.get(key)
    if hit is None:
        words = tuple(dict.fromkeys(w for r in rules for w in getattr(r, "keywords", ())))
        more = tuple(dict.fromkeys(w for r in rules for w in getattr(r, "cross_file_keywords", ())
                                   if w not in words))
        if len(_WORDS) > 64:
            _WORDS.clear()
        hit = _WORDS[key] = (rules, words, more)   # the rules are kept: their ids stay theirs
    return hit[1], hit[2]


def worth_parsing(source: str, rules, cross_file: bool = False) -> bool:
    """`cross_file`: the file is read with its project's other modules, so values it imports can be known
    (a rule's `cross_file_keywords` count too)."""
    words, more = _words(rules)
    if any(word in source for word in words):
        return True
    return cross_file and any(word in source for word in more)
