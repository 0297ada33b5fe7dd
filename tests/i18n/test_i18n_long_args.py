"""A long argument (a whole file's problems in one error line) reaches the sentence whole:
fluent.runtime alone prints "{???}" for a text over 2,500 characters."""
from ttrwidgets.core import i18n
from ttrwidgets.core.cli_text import say


def test_a_long_argument_is_put_in_whole_in_every_language():
    problems = "\n".join(f"  $.steps[{i}].do: not a text" for i in range(400))
    assert len(problems) > 2500
    for lang in ("en", "de"):
        line = say("error", lang, error=problems)
        assert problems in line and "{???}" not in line
    text, errors = i18n.check("cli", "error", "de", error=problems)
    assert not errors and text.endswith(problems)
