#!/usr/bin/python3
"""Validates JSON files against a JSON Schema (draft 2020-12).

Usage:
    /usr/bin/python3 schemas/validate.py SCHEMA FILE...
    /usr/bin/python3 schemas/validate.py --check-schema SCHEMA...

Prints one line per problem, `FILE: PATH: MESSAGE` (PATH is a JSON Pointer
into the document, empty for the whole document), and `ok: N files` when
every file is valid. Besides the schema, a document must be valid JSON with
no repeated key in an object and only finite numbers, as the project's own
decoders require. Exits with 0 when every file is valid, 1 when a file is
not, 2 on a usage error or a missing `jsonschema` module (install it with
scripts/setup.sh: Debian's python3-jsonschema). Works with jsonschema 4.10
(Debian 12) and with 4.18 and later (`referencing`); `scripts/setup.sh test`
also makes `.build/jsonschema-venv` with a pinned newer one.
"""

import json
import math
import os
import sys

try:
    import jsonschema
except ImportError:
    print("error: the Python module 'jsonschema' is missing; run scripts/setup.sh "
          "(it installs Debian's python3-jsonschema)", file=sys.stderr)
    sys.exit(2)

try:
    # jsonschema 4.18 and later resolve `$ref` with `referencing`; `RefResolver` is deprecated there and
    # fails on references into another schema's `$defs`.
    import referencing
    import referencing.jsonschema
except ImportError:
    referencing = None


class DocumentError(ValueError):
    """A document the project's decoders reject before any schema check."""


def strict_object(pairs):
    """An object with no repeated key (the decoders reject duplicates)."""
    result = {}
    for key, value in pairs:
        if key in result:
            raise DocumentError(f"duplicate key '{key}' in object")
        result[key] = value
    return result


def finite_float(text):
    """A number that is finite (`1e999` parses but is rejected)."""
    value = float(text)
    if not math.isfinite(value):
        raise DocumentError(f"{text} is not a finite number")
    return value


def reject_constant(name):
    """`NaN`, `Infinity` and `-Infinity` are not JSON."""
    raise DocumentError(f"{name} is not JSON")


def load(path):
    """The parsed document at `path`, checked as the decoders check it."""
    with open(path, "rb") as file:
        data = file.read()
    return json.loads(
        data.decode("utf-8-sig"), object_pairs_hook=strict_object,
        parse_float=finite_float, parse_constant=reject_constant)


def pointer(error):
    """The JSON Pointer of the value an error is about."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in error.absolute_path)


def is_null_branch(errors):
    """Whether a branch of `anyOf` failed only because the value is not `null`."""
    return all(
        error.validator == "type" and error.validator_value == "null" and len(error.relative_schema_path) == 2
        for error in errors)


def leaves(error):
    """The errors to report for `error`: for a nullable value that is not `null`, why the value is wrong."""
    if error.validator == "anyOf" and error.context:
        branches = {}
        for suberror in error.context:
            branches.setdefault(suberror.relative_schema_path[0], []).append(suberror)
        wrong = [errors for errors in branches.values() if not is_null_branch(errors)]
        if len(wrong) == 1 and len(wrong) < len(branches):
            for suberror in wrong[0]:
                yield from leaves(suberror)
            return
    yield error


def message(error):
    """The error's message, in words for the rule that an item is at most one kind."""
    rule = error.validator_value
    if error.validator == "not" and isinstance(rule, dict) and len(rule.get("required", [])) == 2:
        first, second = rule["required"]
        if first == "progress":
            return f"sets both '{first}' and '{second}'; give one of them"
        return f"sets both '{first}' and '{second}'; an item is at most one of them"
    # jsonschema 4.21 and later word length and size rules differently ("should be non-empty"); one wording
    # for every version, so the output does not depend on the installed one.
    if error.validator in ("minLength", "minItems"):
        return f"{error.instance!r} is too short"
    if error.validator in ("maxLength", "maxItems"):
        return f"{error.instance!r} is too long"
    if error.validator == "minProperties":
        return f"{error.instance!r} does not have enough properties"
    if error.validator == "maxProperties":
        return f"{error.instance!r} has too many properties"
    return error.message


def check_schemas(paths):
    """Checks that each file is a valid draft 2020-12 schema; returns the number of problems."""
    problems = 0
    for path in paths:
        try:
            jsonschema.Draft202012Validator.check_schema(load(path))
        except (OSError, ValueError) as error:
            print(f"{path}: {error}")
            problems += 1
        except jsonschema.exceptions.SchemaError as error:
            print(f"{path}: {pointer(error)}: {error.message}")
            problems += 1
    return problems


def make_validator(schema_path, schema):
    """A validator for `schema` that resolves references to the other `*.schema.json` files beside it
    (`scene.schema.json#/$defs/…`): with `referencing` (jsonschema 4.18 and later) or `RefResolver` (earlier,
    such as Debian's 4.10)."""
    folder = os.path.dirname(schema_path) or "."
    store = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".schema.json"):
            other = load(os.path.join(folder, name))
            if "$id" in other:
                store[other["$id"]] = other
    if referencing is not None:
        draft = referencing.jsonschema.DRAFT202012
        registry = referencing.Registry().with_resources(
            (uri, draft.create_resource(contents)) for uri, contents in store.items())
        return jsonschema.Draft202012Validator(schema, registry=registry)
    return jsonschema.Draft202012Validator(schema, resolver=jsonschema.RefResolver.from_schema(schema, store=store))


def validate(schema_path, paths):
    """Validates each file against the schema; returns the number of problems."""
    try:
        schema = load(schema_path)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as error:
        print(f"{schema_path}: {error}")
        return 1
    except jsonschema.exceptions.SchemaError as error:
        print(f"{schema_path}: {pointer(error)}: {error.message}")
        return 1
    validator = make_validator(schema_path, schema)
    problems = 0
    for path in paths:
        try:
            document = load(path)
        except (OSError, ValueError) as error:
            print(f"{path}: : {error}")
            problems += 1
            continue
        errors = [leaf for error in validator.iter_errors(document) for leaf in leaves(error)]
        for error in sorted(errors, key=lambda e: list(map(str, e.absolute_path))):
            print(f"{path}: {pointer(error)}: {message(error)}")
            problems += 1
    return problems


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "--check-schema":
        problems = check_schemas(arguments[1:])
    elif len(arguments) >= 2 and not arguments[0].startswith("-"):
        problems = validate(arguments[0], arguments[1:])
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    count = len(arguments) - 1
    if problems:
        return 1
    print(f"ok: {count} file{'s' if count != 1 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
