"""The imports of rules_py and widgets run one way: no module reaches, directly or through others,
back to itself.

The graph is read from the source with `ast`, so it counts every import statement: at the top of a
module, inside a function, and under `if TYPE_CHECKING:`. A cycle hidden by a late import or by a
type-only import is still a cycle in the design, and that is what this test keeps from growing back.
`from package import name` counts as an import of the submodule `package.name` when there is one
(not of the package's `__init__`: a package that imports its own submodules is not a cycle).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("rules_py", "widgets")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imported(module: str, path: Path, known: set[str]) -> set[str]:
    """The modules of `known` that `module` imports, anywhere in its source."""
    names: set[str] = set()
    here = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                names.add(sub if sub in known else source)
    return {name for name in names if name in known and name != module}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imported(name, path, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_finder_sees_a_cycle_through_a_late_or_type_only_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_reads_function_and_type_checking_imports(tmp_path: Path) -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from rules_py.games import Engine\n"
        "def f():\n    from rules_py import links\n"
        "from . import cards\n"
    )
    path = tmp_path / "x.py"
    path.write_text(source, encoding="utf-8")
    known = {"rules_py.games", "rules_py.links", "rules_py.cards", "rules_py"}
    assert _imported("rules_py.x", path, known) == {"rules_py.games", "rules_py.links", "rules_py.cards"}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycles(package: str) -> None:
    graph = import_graph()
    assert len(graph) > 20  # the finder did find the packages' modules
    found = [c for c in cycles(graph) if any(m == package or m.startswith(package + ".") for m in c)]
    assert not found, "import cycles (each module reaches the others and back): " + "; ".join(
        " ↔ ".join(c) for c in found
    )
