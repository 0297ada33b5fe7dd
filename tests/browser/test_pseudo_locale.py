"""The app in the pseudo-locale ``en-XA`` (issue 22, part 3): every text from a catalogue comes out
accented, about 40 % longer and in brackets (``"[Pĺáý ñöw ·]"``, :func:`ttrwidgets.core.i18n.
pseudo`). So on the start page and on a game page, at 1366×768 and 1280×720,

* a text widget whose words are plain English escaped the catalogues (it is built in code), and
* a label whose closing bracket is not inside its box is cut: a learner in a longer language
  would not read its end.

The language is the app's ``TTRApp(lang=...)``: the test serves a notebook that opens the app in
``en-XA``, with the server and template the app is served with (``python -m ttrwidgets app``).
"""
from __future__ import annotations

import nbformat
import pytest

from ttrwidgets.app_server import POOL_LOCAL, server_args

from i18n.pseudo_check import escaped_fragments


SCREENS = [(1366, 768), (1280, 720)]
ANSWER = 60

#: Every visible text of the app's widgets with what a reader would check (run in the page):
#: ``text``: the widget's words line by line; ``cut``: the label's closing bracket lies outside
#: a box that clips it (its own or an ancestor's), or the text overflows a one-line box.
_TEXTS = r"""() => {
  const root = document.querySelector('.ttr-app') || document.body;
  const widgets = root.querySelectorAll(
    '.widget-button, .widget-toggle-button, .widget-label, .widget-html-content, '
    + '.widget-checkbox, .widget-dropdown, .widget-radio-box label, .lm-TabBar-tabLabel, '
    + '.p-TabBar-tabLabel, .widget-inline-hbox > .widget-label');
  const shown = el => {
    if (!el.getClientRects().length) return false;
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden') return false;
    }
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const name = el => [...el.classList].filter(c => c.startsWith('ttr-')).join(' ')
    || (el.closest('[class*="ttr-"]') ? [...el.closest('[class*="ttr-"]').classList]
        .filter(c => c.startsWith('ttr-')).join(' ') : el.className);
  const clipped = (rect, el) => {
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      const b = e.getBoundingClientRect();
      if (s.overflowX !== 'visible' && (rect.right > b.right + 1 || rect.left < b.left - 1))
        return true;
      if (s.overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1
          && s.overflowY === 'hidden' && (rect.bottom > b.bottom + 1 || rect.top < b.top - 1))
        return true;
    }
    return false;
  };
  const out = [];
  for (const el of widgets) {
    if (!shown(el)) continue;
    let text;
    if (el.classList.contains('widget-dropdown')) {
      const sel = el.querySelector('select');
      const lab = el.querySelector('.widget-label');
      text = [lab ? lab.innerText : '',
              sel && sel.selectedIndex >= 0 ? sel.options[sel.selectedIndex].text : '']
        .filter(t => t.trim()).join('\n');
    } else {
      text = el.innerText;
    }
    if (!text || !text.trim()) continue;
    // the last closing bracket of the label: is it inside every box that clips it?
    let cut = false;
    const oneLine = el.matches('.widget-button, .widget-toggle-button, .widget-label, '
                               + '.lm-TabBar-tabLabel, .p-TabBar-tabLabel');
    if (oneLine) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let last = null;
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (n.data.includes(']')) last = n;
      if (last) {
        const range = document.createRange();
        const i = last.data.lastIndexOf(']');
        range.setStart(last, i); range.setEnd(last, i + 1);
        cut = clipped(range.getBoundingClientRect(), last.parentElement);
      }
      cut = cut || el.scrollWidth > el.clientWidth + 1;
    }
    out.push({name: name(el), text, cut});
  }
  return out;
}"""

def escaped(texts: list[dict]) -> list[tuple[str, str]]:
    """``(widget, line: words)`` of every line with words built in code: a line with no pseudo
    bracket at all, or plain English words inside one (an argument built in code, such as the
    Asia card's "4 or 6"; :func:`tests.i18n.pseudo_check.escaped_fragments`). The language
    switch names each other language in its own words (its catalogue's ``language-name``)."""
    out = []
    for t in texts:
        for line in t["text"].splitlines():
            found = escaped_fragments(line)
            if found:
                out.append((t["name"], f"{line.strip()}: {' '.join(found)}"))
    return out


def cut(texts: list[dict]) -> list[tuple[str, str]]:
    return [(t["name"], t["text"]) for t in texts if t["cut"]]


@pytest.fixture(scope="module")
def pseudo_server(voila, tmp_path_factory):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell('from ttrwidgets.widgets import TTRApp\n\n'
                                          'TTRApp(lang="en-XA")')]
    path = tmp_path_factory.mktemp("pseudo") / "app.ipynb"
    nbformat.write(nb, str(path))
    return voila(path, extra_args=server_args(POOL_LOCAL), module="ttrwidgets.classroom")


def texts(page) -> list[dict]:
    found = page.pw.evaluate(_TEXTS)
    assert len(found) > 10, found        # the page is there, with its texts
    return found


IDS = [f"{w}x{h}" for w, h in SCREENS]


@pytest.mark.parametrize("sized_page", SCREENS, indirect=True, ids=IDS)
def test_start_and_game_page_show_only_catalogue_texts_none_cut(pseudo_server, sized_page):
    page = sized_page
    page.open(pseudo_server, wait_for=".ttr-start")
    page.wait_for_text("ttr-start", contains="]", timeout=ANSWER)
    start = texts(page)
    assert any(t["text"].startswith("[") for t in start)
    problems = {"escaped on the start page": escaped(start), "cut on the start page": cut(start)}


    # a game: the default start (a person against ticket-minded bots), bots instantly
    page.pw.select_option(".ttr-pace select", index=1)
    page.pw.fill(".ttr-seed input", "7")
    page.click("ttr-start")
    page.wait_for_widgets(".ttr-game-page", timeout=ANSWER)
    page.wait_for_text("ttr-status", contains="]", timeout=ANSWER)
    page.wait_for_widgets(".ttr-offer-0", timeout=ANSWER)
    game = texts(page)
    problems["escaped on the game page"] = escaped(game)
    problems["cut on the game page"] = cut(game)
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)


@pytest.mark.parametrize("sized_page", SCREENS, indirect=True, ids=IDS)
def test_the_puzzles_page_shows_only_catalogue_texts_none_cut(pseudo_server, sized_page):
    """The Puzzles page: its "Back to the start page" was cut at 1366×768 (issue 22)."""
    page = sized_page
    page.open(pseudo_server, wait_for=".ttr-start")
    page.click("ttr-puzzles")
    page.wait_for_text("ttr-puzzles-home", contains="]", timeout=ANSWER)
    found = texts(page)
    problems = {"escaped": escaped(found), "cut": cut(found)}
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)


@pytest.mark.parametrize("sized_page", SCREENS, indirect=True, ids=IDS)
def test_the_graph_lab_shows_only_catalogue_texts_none_cut(pseudo_server, sized_page):
    """The Graph lab as a teacher opens it, then with a start and a target city picked on the
    board (Dijkstra from Paris to Moskva): the step's reason, the count and the table too."""
    from .test_lab import LAB_BOARD, city_point
    page = sized_page
    page.open(pseudo_server, wait_for=".ttr-start")
    page.click("ttr-lab")
    page.wait_for_widgets(".ttr-lab-page", timeout=ANSWER)
    page.wait_for_text("ttr-lab-status", contains="]", timeout=ANSWER)
    page.wait_for_canvas_drawn(LAB_BOARD, timeout=ANSWER)
    problems = {"escaped on the lab page": escaped(texts(page)),
                "cut on the lab page": cut(texts(page))}
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    page.wait_for_text("ttr-lab-pick-source", contains="Paris", timeout=ANSWER)
    page.click_canvas(LAB_BOARD, *city_point("Moskva"))
    page.wait_for_text("ttr-lab-pick-target", contains="Moskva", timeout=ANSWER)
    page.wait_for_text("ttr-lab-why", contains="]", timeout=ANSWER)
    page.click("ttr-lab-next")
    page.wait_for_text("ttr-lab-count", contains="2", timeout=ANSWER)
    stepped = texts(page)
    problems["escaped while stepping"] = escaped(stepped)
    problems["cut while stepping"] = cut(stepped)
    # the lab in a language without its own listings once failed here (a KeyError)
    problems["unexpected errors"] = [line for line in page.kernel_output("stderr").splitlines()
                                     if "unexpected error" in line]
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)


@pytest.mark.parametrize("sized_page", SCREENS, indirect=True, ids=IDS)
def test_a_lesson_page_shows_only_catalogue_texts_none_cut(pseudo_server, sized_page):
    """The lessons page and the first lesson, its first step and the step with a task."""
    from ttrwidgets.lessons import courses
    first = courses()[0].lessons[0]
    page = sized_page
    page.open(pseudo_server, wait_for=".ttr-start")
    page.click("ttr-lessons")
    page.wait_for_text("ttr-learn-go", contains="]", timeout=ANSWER)
    problems = {"escaped on the lessons page": escaped(texts(page)),
                "cut on the lessons page": cut(texts(page))}
    page.click(f"ttr-lesson-{first.id.replace('.', '-')}")
    page.wait_for_text("ttr-lesson", contains="]", timeout=ANSWER)
    problems["escaped on the lesson's first step"] = escaped(texts(page))
    problems["cut on the lesson's first step"] = cut(texts(page))
    task_step = next(k for k, st in enumerate(first.steps) if st.task is not None)
    for k in range(task_step):
        page.click("ttr-lesson-next")
        page.wait_for_text("ttr-lesson", contains=f"{k + 2}", timeout=ANSWER)
    found = texts(page)
    problems["escaped on the lesson's task"] = escaped(found)
    problems["cut on the lesson's task"] = cut(found)
    # a lesson's step in a language its file lacks once failed here (a KeyError)
    problems["unexpected errors"] = [line for line in page.kernel_output("stderr").splitlines()
                                     if "unexpected error" in line]
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)
