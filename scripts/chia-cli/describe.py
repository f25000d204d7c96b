#!/usr/bin/env python3
"""Describes Chia's command line from chia-blockchain's own click definitions at one release.

Reads the Python source of chia/cmds/ at a git ref of a chia-blockchain clone (nothing is imported
or run: Chia's dependencies need not be installed) and prints JSON: every command with its
options, the values they take and which are required. The writers' check of `chia ...` commands
(plugins/writers-checks/cli-rules.ts) reads the result.

    python3 scripts/chia-cli/describe.py PATH-TO-chia-blockchain 2.7.3 > plugins/writers-checks/chia-cli.json

Commands defined as classes (`@chia_command`) are listed by name with "described": false: their
options come from mixins this reader does not follow, so the check refuses to guess about them.
"""
import ast
import json
import subprocess
import sys

# click parameter types and Chia's own, as the kind of value the check expects.
TYPES = {
    "int": "integer",
    "str": "text",
    "float": "number",
    "bool": "boolean",
    "AmountParamType": "amount",
    "TransactionFeeParamType": "amount",
    "CliAmount": "amount",
    "AddressParamType": "address",
    "Bytes32ParamType": "bytes32",
    "Uint64ParamType": "integer",
    "Path": "path",
    "File": "path",
    "Choice": "choice",
    "IntRange": "integer",
}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True, text=True).stdout


def callee(node):
    """`click.option` -> "click.option", `options.create_fee` -> "options.create_fee"."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{callee(node.value)}.{node.attr}"
    return ""


def literal(node, scope):
    """A constant, a name bound in `scope`, or None when the value is only known at run time."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in scope:
        return scope[node.id]
    if isinstance(node, ast.List):
        values = [literal(item, scope) for item in node.elts]
        return values if all(v is not None for v in values) else None
    return None


def kind_of(node):
    if node is None:
        return "text"
    name = callee(node.func) if isinstance(node, ast.Call) else callee(node)
    return TYPES.get(name.split(".")[-1], "text")


def option_of(call, scope):
    """One click.option or click.argument call as a described parameter."""
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    names = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    flags = [part for name in names for part in name.split("/") if part.startswith("-")]
    is_flag = literal(keywords.get("is_flag"), scope) is True or "flag_value" in keywords or any("/" in n for n in names)
    described = {
        "names": flags,
        "takes": "flag" if is_flag else "count" if literal(keywords.get("count"), scope) else kind_of(keywords.get("type")),
        # click fills a missing option from its default, so a required option must be given only when it
        # has no default or an empty one (`-ids` of `chia wallet clawback` defaults to "").
        "required": literal(keywords.get("required"), scope) is True
        and ("default" not in keywords or literal(keywords["default"], scope) in ("", None)),
        "multiple": literal(keywords.get("multiple"), scope) is True,
    }
    choice = keywords.get("type")
    if isinstance(choice, ast.Call) and callee(choice.func).endswith("Choice") and choice.args:
        values = literal(choice.args[0], scope)
        if values is not None:
            described["choices"] = values
    return described


def calls_in(node, scope):
    """Every click.option in a helper's body, with its parameters bound from `scope`."""
    found = []
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call) and callee(sub.func) in ("click.option", "option"):
            found.append(option_of(sub, scope))
    return found


class Reader:
    def __init__(self):
        self.helpers = {}  # name -> FunctionDef that builds click options
        self.groups = {}  # variable -> {"name", "parent"}
        self.commands = []  # {"name", "parent", "options", "arguments", "help"}
        self.links = []  # (parent variable, child variable)

    def helper_options(self, decorator):
        """The options a helper decorator such as `options.create_fee(...)` or `@tx_out_cmd()` adds."""
        call = decorator if isinstance(decorator, ast.Call) else None
        name = callee(call.func if call else decorator).split(".")[-1]
        helper = self.helpers.get(name)
        if helper is None:
            return None
        params = helper.args.args
        defaults = [None] * (len(params) - len(helper.args.defaults)) + list(helper.args.defaults)
        scope = {p.arg: literal(d, {}) if d is not None else None for p, d in zip(params, defaults)}
        if call:
            for p, a in zip(params, call.args):
                scope[p.arg] = literal(a, {})
            for k in call.keywords:
                scope[k.arg] = literal(k.value, {})
        return calls_in(helper, scope)

    def read_helpers(self, tree):
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and not node.decorator_list and calls_in(node, {}):
                self.helpers[node.name] = node

    def read_commands(self, tree, module):
        for node in tree.body:
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and callee(node.value.func).endswith(".add_command"):
                parent = callee(node.value.func).rsplit(".", 1)[0]
                child = node.value.args[0] if node.value.args else None
                if isinstance(child, ast.Name):
                    self.links.append((parent, f"{module}:{child.id}", child.id))
            if isinstance(node, ast.ClassDef):
                for d in node.decorator_list:
                    if isinstance(d, ast.Call) and callee(d.func) == "chia_command":
                        kw = {k.arg: k.value for k in d.keywords}
                        self.commands.append({
                            "var": node.name, "module": module, "name": literal(kw.get("name"), {}),
                            "parent": callee(kw["group"]) if "group" in kw else None, "described": False,
                        })
            if not isinstance(node, ast.FunctionDef):
                continue
            options, arguments, entry, unknown = [], [], None, []
            for d in node.decorator_list:
                name = callee(d.func) if isinstance(d, ast.Call) else callee(d)
                if name in ("click.option",):
                    options.append(option_of(d, {}))
                elif name == "click.argument":
                    arguments.append(option_of(d, {}) | {"name": d.args[0].value})
                elif name.endswith((".command", ".group")) or name in ("click.command", "click.group"):
                    args = d.args if isinstance(d, ast.Call) else []
                    kw = {k.arg: k.value for k in d.keywords} if isinstance(d, ast.Call) else {}
                    cmd_name = literal(args[0], {}) if args else literal(kw.get("name"), {})
                    parent = None if name.startswith("click.") else name.rsplit(".", 1)[0]
                    entry = {"kind": name.rsplit(".", 1)[1], "name": cmd_name or node.name.removesuffix("_cmd").replace("_", "-"), "parent": parent}
                elif name in ("click.pass_context", "click.version_option", "click.help_option"):
                    continue
                else:
                    added = self.helper_options(d)
                    if added is None:
                        unknown.append(name)
                    else:
                        options.extend(added)
            if entry is None:
                continue
            record = {"var": node.name, "module": module, "name": entry["name"], "parent": entry["parent"]}
            if entry["kind"] == "group":
                self.groups[f"{module}:{node.name}"] = record
            else:
                self.commands.append(record | {"described": not unknown, "options": options, "arguments": arguments})


def main():
    repo, ref = sys.argv[1], sys.argv[2]
    commit = git(repo, "rev-parse", f"{ref}^{{commit}}").strip()
    files = [f for f in git(repo, "ls-tree", "-r", "--name-only", ref, "chia/cmds").split() if f.endswith(".py")]
    trees = {f: ast.parse(git(repo, "show", f"{ref}:{f}")) for f in files}
    reader = Reader()
    for tree in trees.values():
        reader.read_helpers(tree)
    for f, tree in trees.items():
        reader.read_commands(tree, f)

    # Each group's variable in its own module, then the links add_command makes across modules.
    by_var = {}
    for key, g in reader.groups.items():
        by_var.setdefault(g["var"], []).append(key)
    for c in reader.commands:
        by_var.setdefault(c["var"], []).append(f"{c['module']}:{c['var']}")
    parent_of = {}
    for key, g in reader.groups.items():
        if g["parent"]:
            parent_of[key] = g["parent"]
    for c in reader.commands:
        if c["parent"]:
            parent_of[f"{c['module']}:{c['var']}"] = c["parent"]
    for parent, child_key, child_var in reader.links:
        for key in by_var.get(child_var, []):
            parent_of.setdefault(key, parent)

    def path_of(key, seen=()):
        var = key.split(":", 1)[1]
        name = reader.groups.get(key, {}).get("name") or next((c["name"] for c in reader.commands if f"{c['module']}:{c['var']}" == key), var)
        if var == "cli":
            return []
        parent = parent_of.get(key)
        if parent is None or key in seen:
            return None
        parent_keys = by_var.get(parent, [])
        if not parent_keys:
            return None
        upper = path_of(parent_keys[0], seen + (key,))
        return None if upper is None else upper + [name]

    commands = {}
    for c in reader.commands:
        path = path_of(f"{c['module']}:{c['var']}")
        if not path:
            continue
        entry = {"source": c["module"], "described": c["described"]}
        if c["described"]:
            entry["options"] = c["options"] + [{"names": ["-h", "--help"], "takes": "flag", "required": False, "multiple": False}]
            entry["arguments"] = c["arguments"]
        commands["chia " + " ".join(path)] = entry
    groups = sorted({"chia " + " ".join(p) for p in (path_of(k) for k in reader.groups) if p})
    json.dump({
        "source": "https://github.com/Chia-Network/chia-blockchain",
        "release": ref,
        "commit": commit,
        "generatedBy": "scripts/chia-cli/describe.py",
        "groups": groups,
        "commands": dict(sorted(commands.items())),
    }, sys.stdout, indent=1)
    sys.stdout.write("\n")


main()
