"""A page whose main thread is busy while it loads (a class opening pages together on a loaded
machine): anywidget's front end gives each new model 2 s to import and bind its ESM and gives
a slower model up for good ("[anywidget] Failed to initialize model."). Such a model still
renders and sends, but nothing the kernel sends reaches it any more: the progress store never
learns that it may save, the file picker's label never changes language.

The test makes that happen every time: an init script makes the ESM of each of our widgets
that the page loads at first (the two progress stores, the two file pickers, the key and link
listeners, the start board's zoom controls) take 2.5 s to load, as on a page too busy to load
it sooner (a top-level await before the unchanged module text; blocking the main thread
instead kills only the models that happen to exist at that moment). Models made later (the
renewed ones) load normally.
Then, as a learner: the language switched (the picker speaks German), a lesson step done,
the page reloaded (not slowed this time): the step is remembered. Before the watchdog
(``ttrwidgets.widgets.web._WebWidget``) the picker's label stayed English and, without that
check, the step was forgotten ("Start here" instead of "Continue: ..."). About 20 s.
"""
from __future__ import annotations

import json

from ttrwidgets.lessons import courses
from ttrwidgets.widgets.texts import t

from .test_app import ANSWER, shows

FIRST = courses()[0].lessons[0]
LESSON = "ttr-lesson"
#: Our widgets on the page as it loads, by the class each one's render gives its element:
#: how many there are (two stores: lessons and puzzles; the start page's file picker -- the
#: puzzles page, with the other, is made when it is first opened).
KILLED = {"ttr-store": 2, "ttr-filepicker": 1, "ttr-keys": 1, "ttr-links": 1, "ttr-zoom": 1}

SLOW_JS = """(() => {
  if (sessionStorage.getItem('ttr-slow-done')) return;       // the first load only
  const KILL = %s;              // how many models of each kind the page makes as it loads
  const RealBlob = window.Blob;
  window.__ttrSlow = [];
  window.Blob = class extends RealBlob {
    constructor(parts, options) {
      const src = Array.isArray(parts) && typeof parts[0] === 'string' ? parts[0] : '';
      const hit = Object.keys(KILL).find(k => src.includes(`classList.add("${k}")`));
      if (hit && KILL[hit] > 0) {           // the load's models, not the ones made later
        KILL[hit] -= 1;
        window.__ttrSlow.push(hit);
        sessionStorage.setItem('ttr-slow-done', '1');
        // the module takes 2.5 s to load, as on a page too busy to load it sooner
        parts = ['await new Promise(r => setTimeout(r, 2500));\\n' + src, ...parts.slice(1)];
      }
      super(parts, options);
    }
  };
})()""" % json.dumps(KILLED)


def test_widgets_given_up_by_anywidget_on_a_busy_page_are_renewed(page, app_server):
    page.pw.add_init_script(SLOW_JS)
    page.open(app_server, wait_for=".ttr-start")
    # the failure happened: anywidget gave up each of our widgets' models
    given_up = sum(KILLED.values())
    page.wait_until(lambda: sum(e.text == "[anywidget] Failed to initialize model."
                                for e in page.console) >= given_up, timeout=ANSWER,
                    message=f"anywidget giving the {given_up} models up")
    assert sorted(page.pw.evaluate("() => window.__ttrSlow")) == sorted(
        k for k, n in KILLED.items() for _ in range(n))
    # the language switched: the file picker says it in German (the kernel's label reaches it)
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    page.wait_for_text(".ttr-upload .ttr-filepicker-label", t("start.upload", "de"),
                       timeout=ANSWER)
    # ... and the board's zoom controls (hidden on the start page: their text, one set)
    page.wait_until(lambda: page.pw.evaluate(
        "() => [...document.querySelectorAll('.ttr-zoom-whole')].map(b => b.textContent)")
        == [t("lesson.whole-board", "de")], timeout=ANSWER,
        message="the renewed zoom controls in German")
    page.pw.locator(".ttr-lang button", has_text="English").click()
    page.wait_for_text(".ttr-upload .ttr-filepicker-label", t("start.upload", "en"),
                       timeout=ANSWER)
    # a lesson step done: the progress goes to the browser's storage
    page.click("ttr-lessons")
    page.click(f"ttr-lesson-{FIRST.id.replace('.', '-')}")
    n = len(FIRST.steps)
    task_step = next(k for k, st in enumerate(FIRST.steps) if st.task is not None)
    for k in range(task_step):
        page.click("ttr-lesson-next")
        shows(page, LESSON, f"Step {k + 2} of {n}")
    page.click("ttr-lesson-show")
    shows(page, LESSON, "That is how it goes")
    page.wait_until(lambda: page.pw.evaluate(
        "() => localStorage.getItem('ttrwidgets.progress')"), timeout=ANSWER,
        message="the progress saved in the browser")
    # a reload (not busy now) remembers the step
    page.pw.reload()
    page.wait_for_widgets(".ttr-start", timeout=ANSWER)
    page.click("ttr-lessons")
    shows(page, "ttr-learn-go", t("learn.continue", "en", title=""))
    # each given-up model was renewed
    log = page.kernel_output("stderr")
    for name, n in (("BrowserStore", 2), ("FilePicker", 1), ("KeyListener", 1),
                    ("LinkListener", 1), ("BoardZoom", 1)):
        assert log.count(f"ttrwidgets: renewed {name}") >= n, (name, log)
