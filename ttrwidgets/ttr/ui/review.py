"""*Review my game*: after a finished route game (played or loaded), the learner's costliest
decisions (:func:`ttrwidgets.ttr.review.review_game`), worked out in the background with a
progress bar and a cancel button while the game page stays usable.

Each marked decision shows what happened, what it cost (exact, or estimated with its spread),
what would have been better, the rule ids, and the board at that moment with the routes and
cities involved outlined. The learner is the first human seat (seat 1 in a game of bots only).
"""
from __future__ import annotations

import base64
import threading

import ipywidgets as W

from ...core import i18n
from ...render import BoardView, board_svg
from ..review import ReviewCancelled, describe, review_game
from ...widgets.base import Part
from ...widgets.chips import esc

__all__ = ["ReviewPanel"]

#: The result wraps inside the side column (long ticket lists, the board pictures).
_WRAP = ('<div style="white-space:normal;overflow-wrap:anywhere;max-width:100%;'
         'line-height:1.4">{}</div>')


def _t(key: str, lang: str, **params) -> str:
    """The panel's sentence ``key`` of the ``coach`` catalogue (``locales/<lang>/coach.ftl``)."""
    return i18n.text("coach", key, lang, **params)


class ReviewPanel(Part):
    """The review's button, progress bar, cancel button and result (``box``)."""

    #: Rollouts per branch for the estimated costs.
    ROLLOUTS = 3

    def __init__(self, app):
        super().__init__(app)
        self.b_start = self.button("ttr-review-start", self.start,
                                   layout=W.Layout(width="auto"))
        self.b_cancel = self.button("ttr-review-cancel", self.cancel,
                                    layout=W.Layout(width="auto"))
        self.progress = W.IntProgress(min=0, max=1, value=0)
        self.progress.add_class("ttr-review-progress")
        self.status = W.HTML()
        self.status.add_class("ttr-review-status")
        self.result = W.HTML(layout=W.Layout(width="100%"))
        self.result.add_class("ttr-review-result")
        self.box = W.VBox([self.b_start, self.progress, self.b_cancel, self.status,
                           self.result],
                          # hidden from the first message on: the page is drawn before
                          # ``refresh`` runs, and a shown empty box pushes the column down
                          layout=W.Layout(width="100%", overflow="hidden", display="none"))
        self.box.add_class("ttr-review")
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._game = None          # the final entry the shown review belongs to
        self.review = None         # the finished Review
        self._state = "idle"       # idle | running | done | cancelled | failed
        self._error = ""
        self._done = (0, 1)

    # ---------------------------------------------------------------- who and what
    def seat(self) -> int:
        kinds = self.app.session.kinds
        return next((i for i, k in enumerate(kinds) if k == "human"), 0)

    def _available(self) -> bool:
        s = self.app.session
        return s is not None and s.state.game_over and getattr(s.state, "map", None) is not None

    # ---------------------------------------------------------------- actions
    def start(self, wait: bool = False) -> None:
        """Start the review in the background (``wait``: until it ends; for tests)."""
        if not self._available() or self._state == "running":
            return
        entries = list(self.app.session.entries)
        states = [e.state for e in entries]
        actions = [e.action for e in entries]
        seat = self.seat()
        self._stop.clear()
        self._game = entries[-1]
        self.review, self._state, self._done = None, "running", (0, 1)
        self.refresh()

        def progress(done, total):
            self._done = (done, max(total, 1))
            self.progress.max = max(total, 1)
            self.progress.value = min(done, self.progress.max)
            self.status.value = f"<p>{esc(_t('review.running', self.app.lang, done=done, total=total))}</p>"

        def work():
            try:
                r = review_game(states, actions, seat, rollouts=self.ROLLOUTS,
                                progress=progress, cancel=self._stop.is_set,
                                seed=states[0].seed)
            except ReviewCancelled:
                self._state = "cancelled"
            except Exception as e:            # shown, never a silent dead button
                self._state, self._error = "failed", f"{type(e).__name__}: {e}"
            else:
                self.review, self._state = r, "done"
            self.refresh()

        self._thread = threading.Thread(target=work, name="ttr-review", daemon=True)
        self._thread.start()
        if wait:
            self._thread.join()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    # ---------------------------------------------------------------- drawing
    def refresh(self) -> None:
        lang = self.app.lang
        show = self._available()
        self.box.layout.display = "" if show else "none"
        if not show:
            return
        if self._game is not None and self._game is not self.app.session.entries[-1]:
            self._state, self.review, self._game = "idle", None, None   # another game
        self.b_start.description = _t("review.button", lang)
        self.b_cancel.description = _t("review.cancel", lang)
        running = self._state == "running"
        self.b_start.disabled = running
        self.b_cancel.layout.display = "" if running else "none"
        self.progress.layout.display = "" if running else "none"
        if running:
            done, total = self._done
            self.status.value = f"<p>{esc(_t('review.running', lang, done=done, total=total))}</p>"
        elif self._state == "cancelled":
            self.status.value = f"<p>{esc(_t('review.cancelled', lang))}</p>"
        elif self._state == "failed":
            self.status.value = f"<p>{esc(_t('review.failed', lang, error=self._error))}</p>"
        else:
            self.status.value = ""
        self.result.value = self._result_html(lang) if self._state == "done" else ""

    def _result_html(self, lang: str) -> str:
        from ..messages import seat_name
        from ..review import render
        r = self.review
        entries = self.app.session.entries
        m = entries[-1].state.map
        out = [f"<h4>{esc(_t('review.title', lang, seat=seat_name(r.seat, lang)))}</h4>"]
        if not r.mistakes:
            out.append(f"<p>{esc(render('review.none', {}, m, lang))}</p>")
            return _WRAP.format("".join(out))
        out.append(f"<p>{esc(_t('review.found', lang, n=len(r.mistakes)))}</p><ol>")
        for x in r.mistakes:
            lines = describe(x, m, lang)
            before = entries[x.entry - 1].state
            view = BoardView.from_owners(before.owners, [p.stations for p in before.players],
                                         highlight_routes=x.routes,
                                         highlight_cities=x.cities, labels=False)
            svg = board_svg(m, 360, view, lang)
            img = base64.b64encode(svg.encode()).decode()
            out.append(
                f'<li class="ttr-review-mistake" data-kind="{esc(x.kind)}" '
                f'data-entry="{x.entry}"><b>{esc(_t("review.move", lang, n=x.entry))}</b>: '
                + " ".join(f"<span>{esc(s)}</span>" for s in lines)
                + f'<br><small>{esc(_t("review.rules", lang, rules=", ".join(x.rules)))}</small>'
                f'<br><img alt="{esc(_t("review.board", lang))}" width="360" style="max-width:100%" '
                f'src="data:image/svg+xml;base64,{img}"></li>')
        out.append("</ol>")
        return _WRAP.format("".join(out))
