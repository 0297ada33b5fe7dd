"""What escaped the catalogues in a pseudo-locale (``en-XA``) text: shared by the widget test
(:mod:`tests.i18n.test_pseudo_fragments`) and the browser test (``tests/browser/
test_pseudo_locale.py``).

Every catalogue text comes out accented and bracketed (``"[Pĺáý ñöw ·]"``). Two ways a text
escapes:

* a whole line built in code: words and no bracket at all;
* a fragment built in code *inside* a catalogue sentence, passed to it as an argument
  (``"[… Åšîá · 4 or 6 pĺáýérš ·]"``): a word in plain ASCII that the pseudo-locale would have
  accented (it has one of the letters it accents), and that is not a name the boards print
  (city names stay as they are in every language) or a rule id (``tunnel.extra``).
"""
from __future__ import annotations

import functools
import re

#: the letters the pseudo-locale accents (:data:`ttrwidgets.core.i18n._ACCENTS`)
ACCENTED = set("aeiouyAEIOUYcnsCNSzZgGdDlL")
LETTERS = re.compile(r"[A-Za-z]{2}")
WORD = re.compile(r"[^\W\d_]+")
RULE_ID = re.compile(r"\b[a-z0-9_-]+(?:\.[a-z0-9_-]+)+\b")


@functools.lru_cache(maxsize=1)
def names() -> frozenset:
    """Every word of a name the boards print (cities, countries; both families), and the
    languages' own names in the language switch."""
    from ttrwidgets.core.registry import games
    from ttrwidgets.ttr.maps import load_map
    from ttrwidgets.trans.board import load_board
    words = set(language_names())
    for g in games():
        for b in g.boards:
            board = load_board(b) if g.family == "trans" else load_map(b)
            for c in board.cities:
                for text in (c.name, getattr(c, "display_name", ""), *getattr(c, "aliases", ())):
                    words.update(WORD.findall(text))
    return frozenset(words)


def language_names() -> set[str]:
    """Each language's own name (the language switch names every language in its own words)."""
    from ttrwidgets.core import i18n
    return {i18n.text("ui", "language-name", lang) for lang in i18n.languages()}


def escaped_fragments(line: str) -> list[str]:
    """The words of ``line`` that escaped the catalogues (empty: all catalogue text)."""
    if not LETTERS.search(line) or line.strip() in language_names():
        return []
    if "[" not in line and "]" not in line:
        # a line of names and numbers alone (a table row: "▶ Paris 0") has no words to escape
        words = [w for w in WORD.findall(line) if len(w) >= 2 and w not in names()]
        return [line.strip()] if words else []
    line = RULE_ID.sub(" ", line)
    return [w for w in WORD.findall(line)
            if len(w) >= 2 and w.isascii() and set(w) & ACCENTED and w not in names()]


# ---- texts written in code: what the pseudo-locale cannot see until the text is shown -------
#: The packages whose every sentence comes from the catalogues (the lessons, the labs and the
#: bots are checked by their own tests).
CODE_PACKAGES = ("core", "ttr", "trans", "puzzles")
#: Words only German sentences have (a German text written in code, beside its English twin).
GERMAN = re.compile(r"\b(?:der|die|das|den|dem|des|und|nicht|ist|sind|ein|eine|einen|keine|"
                    r"kein|mit|noch|dein|deine|Spieler|Karte|Karten|Zielkarten?|Strecken?|"
                    r"Bahnhöfe|Städte|Schienen|Datei|Zeile|Spalte|Zahl|gelesen|höchstens|"
                    r"fehlt|muss|lässt|Wie|Wo)\b")


def german_in_code(root) -> list[str]:
    """``file:line: what`` for every (en, de) pair and German sentence written in the code of
    :data:`CODE_PACKAGES` under the package folder ``root``: a ``Text(..., de=...)``, a keyword
    ``de=`` / ``title_de=`` given a text, and any string (not a docstring) with two or more
    German-only words ("die Datei ist leer", "Wo hilft dein nächster Bahnhof")."""
    import ast
    from pathlib import Path
    found = []
    for pkg in CODE_PACKAGES:
        for path in sorted((Path(root) / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            docs = {id(n.body[0].value) for n in ast.walk(tree)
                    if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                      ast.AsyncFunctionDef))
                    and n.body and isinstance(n.body[0], ast.Expr)
                    and isinstance(n.body[0].value, ast.Constant)}
            where = f"{path.relative_to(root)}"
            for node in ast.walk(tree):
                if isinstance(node, ast.keyword) and node.arg in ("de", "title_de") and \
                        isinstance(node.value, (ast.Constant, ast.JoinedStr)):
                    found.append(f"{where}:{node.value.lineno}: {node.arg}= a German text")
                elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                        id(node) not in docs and len(GERMAN.findall(node.value)) >= 2:
                    found.append(f"{where}:{node.lineno}: {node.value[:60]!r}")
                elif isinstance(node, ast.JoinedStr):
                    text = " ".join(v.value for v in node.values
                                    if isinstance(v, ast.Constant) and isinstance(v.value, str))
                    if len(GERMAN.findall(text)) >= 2:
                        found.append(f"{where}:{node.lineno}: f{text[:60]!r}")
    return found
