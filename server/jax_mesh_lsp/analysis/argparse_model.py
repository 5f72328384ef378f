"""argparse, where the command line is written in the program: `parser.parse_args([])` in a notebook or a test,
`parse_args(["--axis-types", "explicit"])` in an example. The parser's arguments are recorded as the program
adds them; parsing a list of known strings gives the namespace argparse would, for the common forms only
(long and short options, `--opt=value`, nargs None/'?'/'*'/'+'/N, store/store_true/store_false/store_const/
append/count, type int/float/str, defaults, choices, positionals). Anything else, any argument or list not known,
and every command line argparse would refuse (SystemExit: not a rule's error) gives None: unknown.
`parse_args()` with no list reads sys.argv: unknown, like every other read of the environment."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .values import UNKNOWN, ListVal, QualName

_ACTIONS = frozenset({"store", "store_true", "store_false", "store_const", "append", "count"})
_TYPES = {"builtins.int": int, "builtins.float": float, "builtins.str": str}
_KNOWN_KWARGS = frozenset({"type", "default", "nargs", "action", "choices", "required", "const", "dest", "help",
                           "metavar"})


@dataclass(eq=False)
class ArgParserVal:
    """An `argparse.ArgumentParser()` of the program. `arguments`: what add_argument recorded (flags, keywords);
    `known`: False once something not followed may have changed it (an argument added on some paths only, a
    method not modelled, the parser handed to code we cannot see). Compared by identity: one per parser."""
    region: tuple
    arguments: list = field(default_factory=list)
    defaults: dict = field(default_factory=dict)
    known: bool = True


@dataclass(frozen=True)
class ArgParserMethod:
    parser: ArgParserVal
    name: str


METHODS = frozenset({"add_argument", "parse_args", "set_defaults", "add_argument_group", "print_help",
                     "format_help", "print_usage", "format_usage"})
# constructor keywords that change how a command line is read
_READING_KWARGS = frozenset({"parents", "prefix_chars", "fromfile_prefix_chars", "argument_default",
                             "conflict_handler", "allow_abbrev", "exit_on_error"})


def new_parser(region: tuple, args: list, kwargs: dict) -> ArgParserVal:
    return ArgParserVal(region, known=not (set(kwargs) & _READING_KWARGS))


def add_argument(parser: ArgParserVal, args: list, kwargs: dict) -> None:
    if not args or not all(isinstance(a, str) and a for a in args) or set(kwargs) - _KNOWN_KWARGS or any(
            flag in flags for flags, _ in parser.arguments for flag in args) or "-h" in args or "--help" in args:
        parser.known = False   # (a flag given twice: argparse raises ArgumentError right there)
        return
    parser.arguments.append((tuple(args), dict(kwargs)))


def set_defaults(parser: ArgParserVal, kwargs: dict) -> None:
    parser.defaults.update(kwargs)


class _Refused(Exception):
    """argparse would exit (or this model does not follow the form): the namespace is unknown."""


@dataclass
class _Arg:
    flags: tuple
    dest: str
    positional: bool
    action: str
    nargs: Any
    convert: Any
    default: Any
    const: Any
    choices: Any
    required: bool


def parse(parser: ArgParserVal, argv: Any) -> dict | None:
    """The namespace's attributes for `parser.parse_args(argv)`; None when not known."""
    items = argv.items if isinstance(argv, ListVal) else argv
    if not parser.known or not isinstance(items, tuple) or not all(isinstance(t, str) for t in items):
        return None
    try:
        arguments = [_argument(flags, kw) for flags, kw in parser.arguments]
        return _parse(arguments, list(items), parser.defaults)
    except (_Refused, TypeError, ValueError, AttributeError):
        return None   # (a form this model does not follow: unknown, never a crash of the analysis)


def _argument(flags: tuple, kw: dict) -> _Arg:
    positional = not flags[0].startswith("-")
    if positional and len(flags) != 1:
        raise _Refused
    action = kw.get("action", "store")
    if action not in _ACTIONS:
        raise _Refused
    convert = kw.get("type")
    if isinstance(convert, (str, int, float, tuple, ListVal)):
        raise _Refused   # (argparse refuses a type that is not callable)
    if convert is not None:
        # a function of the program's (`type=_int_tuple`): argparse calls it only on a string, from the command
        # line or a string default; where none is read, the default (`(2, 2, 2)`) comes as it is
        convert = _TYPES[convert.name] if isinstance(convert, QualName) and convert.name in _TYPES else _unfollowed
    nargs = kw.get("nargs")
    if not (nargs is None or nargs in ("?", "*", "+") or isinstance(nargs, int) and not isinstance(nargs, bool)
            and nargs >= 0) or (nargs is not None and action not in ("store", "append")):
        raise _Refused
    dest = kw.get("dest")
    if dest is None:
        if positional:
            dest = flags[0]
        else:
            long = [f for f in flags if f.startswith("--")]
            dest = (long[0] if long else flags[0]).lstrip("-").replace("-", "_")
    if not isinstance(dest, str):
        raise _Refused
    if action == "store_true":
        default = kw.get("default", False)
    elif action == "store_false":
        default = kw.get("default", True)
    else:
        default = kw.get("default")
    if isinstance(default, str) and convert is not None:
        default = _converted(convert, default)   # argparse converts a string default too
    required = kw.get("required", positional and nargs not in ("?", "*"))
    if not isinstance(required, bool):
        raise _Refused
    choices = kw.get("choices")
    if choices is not None:
        choices = choices.items if isinstance(choices, ListVal) else choices
        if not isinstance(choices, tuple):
            raise _Refused
    if any(v is UNKNOWN for v in (default, kw.get("const"))):
        raise _Refused
    return _Arg(tuple(flags), dest, positional, action, nargs, convert, default, kw.get("const"), choices, required)


def _unfollowed(text: str) -> Any:
    raise _Refused   # (a conversion this model does not run)


def _converted(convert, text: str) -> Any:
    try:
        return convert(text)
    except ValueError:
        raise _Refused from None


def _option_like(token: str) -> bool:
    # ('-1', '-.5': argparse reads a negative number as a value only when no option looks like one: refused here)
    return token.startswith("-") and token != "-"


def _parse(arguments: list[_Arg], tokens: list[str], defaults: dict) -> dict:
    options = {f: a for a in arguments if not a.positional for f in a.flags}
    if any(_option_like(t) and t[1:2].isdigit() or t == "--" for t in tokens):
        raise _Refused   # (negative numbers and `--` are read differently across Python versions)
    values: dict = {}
    for a in arguments:
        if a.dest in defaults:
            # set_defaults changes the argument's own default: a string one is converted by its type too
            given = defaults[a.dest]
            values[a.dest] = _converted(a.convert, given) if isinstance(given, str) and a.convert else given
        else:
            values[a.dest] = a.default
    for key, value in defaults.items():
        values.setdefault(key, value)
    seen: set[str] = set()
    loose: list[str] = []
    # argparse matches positionals at every run of loose tokens (a '*' one even at an empty run before the
    # first option): followed only where the loose tokens all come first
    option_seen = interleaved = False
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if not _option_like(token):
            interleaved = interleaved or option_seen
            loose.append(token)
            i += 1
            continue
        option_seen = True
        text, eq, attached = token.partition("=")
        arg = options.get(text)
        if arg is None:
            if not text.startswith("--") or len(text) < 3:
                raise _Refused   # (clustered short options, `-n4`, a bare `--=v`: not followed)
            found = [a for flag, a in options.items() if flag.startswith(text) and flag.startswith("--")]
            if len({id(a) for a in found}) != 1:
                raise _Refused   # unknown or ambiguous: argparse exits
            arg = found[0]
        i += 1
        taken: list[str] = [attached] if eq else []
        if arg.action in ("store_true", "store_false", "store_const", "count"):
            if eq:
                raise _Refused
            if arg.action == "count":
                count = values.get(arg.dest)
                if count is not None and not (isinstance(count, int) and not isinstance(count, bool)):
                    raise _Refused   # (argparse fails adding one to a default of another type)
                values[arg.dest] = (count or 0) + 1
            else:
                values[arg.dest] = {"store_true": True, "store_false": False, "store_const": arg.const}[arg.action]
            seen.add(arg.dest)
            continue
        if not eq:
            wanted = _wanted(arg.nargs)
            while i < len(tokens) and not _option_like(tokens[i]) and (
                    wanted is None or len(taken) < wanted):
                taken.append(tokens[i])
                i += 1
        value = _value(arg, taken)
        if arg.action == "append":
            before = values.get(arg.dest)
            before = list(before.items) if isinstance(before, ListVal) else [] if before is None else None
            if before is None:
                raise _Refused
            value = ListVal(tuple(before + [value]))
        values[arg.dest] = value
        seen.add(arg.dest)
    positionals = [a for a in arguments if a.positional]
    if interleaved and any(a.nargs is not None for a in positionals):
        raise _Refused
    _assign_positionals(positionals, loose, values, seen)
    if any(a.required and a.dest not in seen for a in arguments):
        raise _Refused
    return values


def _wanted(nargs: Any) -> int | None:
    """How many values an option takes at most (None: as many as follow)."""
    if nargs is None or nargs == "?":
        return 1
    if isinstance(nargs, int):
        return nargs
    return None


def _value(arg: _Arg, taken: list[str]) -> Any:
    nargs = arg.nargs
    if nargs is None:
        if len(taken) != 1:
            raise _Refused
        return _checked(arg, taken[0])
    if nargs == "?":
        if len(taken) > 1:
            raise _Refused
        return _checked(arg, taken[0]) if taken else arg.const
    if nargs == "+" and not taken:
        raise _Refused
    if isinstance(nargs, int) and len(taken) != nargs:
        raise _Refused
    return ListVal(tuple(_checked(arg, t) for t in taken))


def _checked(arg: _Arg, text: str) -> Any:
    value = _converted(arg.convert, text) if arg.convert is not None else text
    if arg.choices is not None and value not in arg.choices:
        raise _Refused
    return value


def _assign_positionals(positionals: list[_Arg], loose: list[str], values: dict, seen: set) -> None:
    """Positionals take the loose tokens in order; only one-value ones and a last '?'/'*'/'+' are followed."""
    rest = list(loose)
    for index, arg in enumerate(positionals):
        last = index == len(positionals) - 1
        if arg.nargs is None:
            if not rest:
                raise _Refused
            values[arg.dest] = _checked(arg, rest.pop(0))
        elif last and arg.nargs in ("?", "*", "+"):
            taken, rest = rest, []
            default = values.get(arg.dest)   # (its default, as set_defaults may have changed it)
            if arg.nargs == "?":
                if len(taken) > 1:
                    raise _Refused
                values[arg.dest] = _checked(arg, taken[0]) if taken else default
            else:
                if arg.nargs == "+" and not taken:
                    raise _Refused
                if not taken and default is not None:
                    raise _Refused   # (argparse hands that default back unconverted: not followed)
                values[arg.dest] = ListVal(tuple(_checked(arg, t) for t in taken))
        else:
            raise _Refused
        seen.add(arg.dest)
    if rest:
        raise _Refused   # unrecognized arguments: argparse exits
