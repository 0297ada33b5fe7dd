"""The app's style sheet: one screen from 1280×720 up, and a projector mode.

Layout: a top bar (title, tools, language) over a row of two columns, the board and the side
column. The board's viewport is sized by the window's height (``--ttr-top`` is everything above it) and
the room the side column leaves; inside it the board is zoomed and panned (widgets/zoom.py), so
the viewport is always whole on screen: a click on it never scrolls the page (ipycanvas focuses the canvas on
mouse-down, and a browser scrolls a focused element that is not wholly in view, which moved the
board under the pointer and lost the first click). The side column has the same height; its top
part (whose turn, the message, the open choice, the cards to draw, the hand, the explanation) is
what a player needs at every move; below it, tickets, players and the log scroll inside the column.

Projector mode (class ``ttr-projector`` on the app) makes every text larger and bolder and the
board's lines thicker (the board's own part is :mod:`ttrwidgets.render`'s ``projector`` view).
"""

#: Height of a game card's board picture on the start page, CSS px.
THUMB_PX = 84

#: Height of everything above the board and the side column (top bar and Voilà's margins), CSS px.
TOP_PX = 74

CSS = """
<style>
.ttr-app { font-family: system-ui, sans-serif; --ttr-top: %(top)dpx; font-size: 14px; }
.ttr-app .ttr-title { font-size: 1.15em; font-weight: 600; white-space: nowrap;
                      overflow: hidden; text-overflow: ellipsis; }
.ttr-topbar { align-items: center; gap: 6px; }
.ttr-topbar .widget-button, .ttr-topbar .widget-toggle-button { margin: 0 1px; }
.ttr-message { min-height: 1.6em; max-height: 7.5em; overflow-y: auto; }
.ttr-message .ttr-error { color: #a50f15; background: #fde0dd; padding: 3px 8px;
                          border-radius: 4px; display: block; }
.ttr-message .ttr-info { color: #08306b; background: #deebf7; padding: 3px 8px;
                         border-radius: 4px; display: block; }
.ttr-status { font-weight: 600; line-height: 1.3; }
/* text that wraps in the open choice and the explanation: a line as high as the text needs
   (Jupyter's widget HTML sets every line as high as a button, 28 px, on the inner element) */
.ttr-panel .widget-html-content, .ttr-explain .widget-html-content { line-height: 1.35; }
.ttr-explain-title .widget-html-content { line-height: 1.25; }
/* the ticket choices' rows (offered tickets, tickets to share): as high as the text, not a
   button's 28 px plus margins, so five offered tickets, the team's holder pick and the
   explanation stay in a 720-px window (the text keeps its size) */
.ttr-panel .widget-checkbox, .ttr-panel .widget-checkbox label { height: 24px;
    line-height: 24px; }
.ttr-panel .widget-checkbox { margin-top: 1px; margin-bottom: 1px; }
.ttr-explain-count { white-space: nowrap; }
.ttr-cards .widget-button { margin: 1px; }
.ttr-app .widget-button.ttr-hinted { outline: 3px dashed #d62728; outline-offset: 2px; }
.ttr-main { align-items: flex-start; gap: 8px; }
.ttr-board-box { min-width: 0; }
/* the board's canvas before the browser's zoom (widgets/zoom.py) has sized it: whole */
.ttr-board canvas { width: auto !important; height: auto !important; max-width: 100%%;
                    max-height: calc(100vh - var(--ttr-top)); display: block; }
/* a game page: the side column has a width of its own and the board the rest of the row, so
   that a portrait board (Deutschland) is as wide as a landscape one and its names readable */
.ttr-game-page .ttr-board-box { flex: 1 1 0 !important; min-width: 0 !important; }
.ttr-game-page .ttr-side { flex: 0 0 clamp(360px, 29vw, 480px) !important; }
.ttr-app.ttr-projector .ttr-game-page .ttr-side { flex-basis: clamp(390px, 30vw, 560px) !important; }
.ttr-side { height: calc(100vh - var(--ttr-top)); overflow-y: auto; overflow-x: hidden;
            padding-right: 4px; box-sizing: border-box; }
.ttr-side > * { flex-shrink: 0; }
.ttr-panel { border: 1px solid #bbb; border-radius: 6px; padding: 4px 6px; background: #fafafa; }
.ttr-side .widget-radio-box label { white-space: normal; height: auto; line-height: 1.3;
                                   margin: 2px 0; }
.ttr-side .widget-radio-box { width: auto; }
.ttr-problem { color: #a50f15; margin: 2px 0; }
.ttr-lesson { border: 2px solid #3182bd; border-radius: 6px; padding: 4px 8px; background: #f3f8fd; }
.ttr-lesson-text { font-size: 1.12em; line-height: 1.35; margin: 4px 0; }
.ttr-lesson-rules { font-size: 0.9em; color: #444; margin: 2px 0; }
.ttr-lesson-task { line-height: 1.35; }
.ttr-lesson-ok { color: #00541f; font-weight: 600; }
.ttr-learn-page h2 { margin: 6px 0; }
.ttr-puzzle { border: 2px solid #6a51a3; border-radius: 6px; padding: 4px 8px; background: #f6f4fb; }
.ttr-puzzle-q { line-height: 1.35; margin: 3px 0; }
.ttr-puzzle .widget-html-content { line-height: 1.35; }
.ttr-puzzle-feedback { line-height: 1.35; }
.ttr-puzzle-ok { color: #00541f; font-weight: 600; }
.ttr-puzzle-bad { color: #a50f15; }
.ttr-puzzle-info { color: #08306b; }
.ttr-puzzle-hint-text { background: #fff7e0; border-left: 3px solid #e6a100; padding: 2px 6px;
                        margin: 2px 0; }
.ttr-puzzle-explain { border-top: 1px solid #ccc; margin-top: 2px; }
.ttr-puzzle-explain-text { line-height: 1.35; }
.ttr-puzzle-explain .ttr-rule { font-family: monospace; color: #555; }
.ttr-puzzles-page h2 { margin: 6px 0; }
.ttr-puzzles-page .widget-html-content { line-height: 1.35; }
.ttr-puzzles-page h3 { margin: 8px 0 2px 0; }
.ttr-puzzles-page ul.ttr-puzzle-group { margin: 2px 0; padding-left: 0.4em; list-style: none;
                                        columns: 2 320px; column-gap: 24px; }
.ttr-puzzles-page ul.ttr-puzzle-group li { break-inside: avoid; margin: 1px 0; }
.ttr-puzzles-page a.ttr-puzzle-item { color: #08519c; }
.ttr-puzzles-page a.ttr-puzzle-solved { color: #00541f; font-weight: 600; }
.ttr-learn-page .ttr-lesson-item { text-align: left; }
.ttr-learn-page .ttr-lesson-finished { background: #e5f5e0; }
.ttr-log a.ttr-rule-link { color: #08519c; }
.ttr-chip { display: inline-block; min-width: 2.2em; padding: 2px 6px; margin: 2px; border-radius: 4px;
            border: 1px solid #333; font-weight: 600; text-align: center; }
.ttr-players table { border-collapse: collapse; width: 100%%; font-size: 0.9em; }
.ttr-players td, .ttr-players th { padding: 1px 4px; text-align: right; white-space: nowrap; }
.ttr-players .ttr-chip, .ttr-status .ttr-chip, .ttr-score .ttr-chip, .ttr-hand .ttr-chip {
    min-width: 1.2em; padding: 0 4px; margin: 0 2px; }
.ttr-players td:first-child, .ttr-players th:first-child { text-align: left; }
.ttr-players tr.ttr-current { background: #fff3bf; }
.ttr-passengers table { border-collapse: collapse; width: 100%%; font-size: 0.9em; }
.ttr-passengers td, .ttr-passengers th { padding: 1px 3px; text-align: center; white-space: nowrap; }
.ttr-passengers td:first-child, .ttr-passengers th:first-child { text-align: left; }
.ttr-passengers .ttr-chip { min-width: 1.2em; padding: 0 4px; margin: 0 1px; }
.ttr-passengers .ttr-maj { font-size: 0.8em; border: 1px solid #555; border-radius: 3px;
                           padding: 0 2px; }
.ttr-passengers td.ttr-lead { background: #fff3bf; font-weight: 700; }
.ttr-passengers tr.ttr-board-row td { color: #555; border-top: 1px solid #ddd; }
.ttr-pass-note { font-size: 0.85em; color: #444; }
.ttr-app .widget-button.ttr-passenger { font-weight: 700; border: 1px solid #333; margin: 2px; }
.ttr-app .widget-button.ttr-passenger.ttr-picked { outline: 3px solid #000;
                                                    outline-offset: 1px; }
.ttr-mixes .widget-button { margin: 2px; }
.ttr-log li.ttr-why { font-style: italic; color: #333; }
.ttr-score-how ul { margin: 2px 0; padding-left: 1.2em; }
.ttr-log { border-top: 1px solid #ccc; font-size: 0.92em; }
.ttr-log ul, .ttr-explain ul { margin: 2px 0; padding-left: 1.2em; }
.ttr-log .ttr-rule, .ttr-explain .ttr-rule { font-family: monospace; color: #555; }
.ttr-explain { border-top: 1px solid #ccc; }
.ttr-explain-text { min-height: 2.6em; }
.ttr-score table { border-collapse: collapse; width: 100%%; font-size: 0.9em; }
.ttr-score td, .ttr-score th { padding: 1px 4px; text-align: right; border-bottom: 1px solid #ddd; }
.ttr-score td:first-child, .ttr-score th:first-child { text-align: left; white-space: nowrap; }
.ttr-legend table { border-collapse: collapse; }
.ttr-legend td { padding: 1px 6px; }
.ttr-handover { font-size: 1.2em; padding: 40px; }
.ttr-start-form .widget-label { min-width: 0; }
/* a label longer in another language wraps instead of being cut (issue 22: the pseudo-locale
   test, tests/browser/test_pseudo_locale.py); a one-line label keeps its height */
.ttr-app .ttr-start-form .widget-button, .ttr-app .ttr-puzzles-page .widget-button {
    white-space: normal; height: auto; min-height: var(--jp-widgets-inline-height); }
.ttr-app .ttr-start-form .widget-inline-hbox { height: auto;
    min-height: var(--jp-widgets-inline-height); }
.ttr-app .ttr-start-form .widget-inline-hbox > .widget-label { white-space: normal;
    line-height: 1.2; height: auto; align-self: center; }
.ttr-games { gap: 8px; margin: 2px 0 6px 0; }
.ttr-app .ttr-game-card { background-color: #fff; background-repeat: no-repeat;
    background-position: 6px center; background-size: auto %(thumb)dpx; text-align: left;
    white-space: normal; line-height: 1.25; border: 2px solid #bbb; border-radius: 6px;
    padding-right: 6px; }
.ttr-app .ttr-game-card.ttr-chosen { border: 3px solid #08519c; background-color: #deebf7;
    font-weight: 600; }
.ttr-city-card { display: inline-block; white-space: nowrap; margin: 1px 6px 1px 0; }
.ttr-city-card .ttr-chip { min-width: 1.2em; padding: 0 4px; margin: 0 3px 0 0; }
.ttr-summary-table { border-collapse: collapse; width: 100%%; font-size: 0.9em; margin: 3px 0; }
.ttr-summary-table td, .ttr-summary-table th { padding: 1px 4px; border-bottom: 1px solid #ddd;
    text-align: left; vertical-align: top; }
.ttr-summary-table td:nth-child(3), .ttr-summary-table td:nth-child(4) { white-space: nowrap; }
.ttr-summary-table tr.ttr-current { background: #fff3bf; }
.ttr-summary-winners { margin-top: 4px; color: #00541f; }
.ttr-special { font-size: 0.92em; border-top: 1px solid #ccc; padding-top: 2px; }
.ttr-missing-text { font-size: 0.95em; }
.ttr-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden;
               clip: rect(0 0 0 0); white-space: nowrap; }
/* projector: the side column (what the class reads) larger, bolder and darker; the top bar
   keeps its size so that it still fits one line on a 1280-px screen */
.ttr-app.ttr-projector .ttr-side { font-size: 19px; font-weight: 500; color: #000; }
.ttr-app.ttr-projector .ttr-side .widget-button,
.ttr-app.ttr-projector .ttr-side .widget-dropdown select,
.ttr-app.ttr-projector .ttr-side .widget-label,
.ttr-app.ttr-projector .ttr-side .widget-radio-box label,
.ttr-app.ttr-projector .ttr-side .widget-checkbox label,
.ttr-app.ttr-projector .ttr-side input { font-size: 17px; font-weight: 600; }
.ttr-app.ttr-projector .ttr-side .widget-button { height: auto; min-height: 32px; }
/* ipywidgets gives every HTML widget's text its own size (--jp-widgets-font-size, 13 px):
   the status, the explanation and a lesson's sentences take the projector size too */
.ttr-app.ttr-projector .ttr-side { --jp-widgets-font-size: 19px; }
.ttr-app.ttr-projector .ttr-side .widget-html-content { line-height: 1.3; }
.ttr-app.ttr-projector .ttr-rule { color: #222; }
.ttr-app.ttr-projector .ttr-chip { border-width: 2px; }
</style>
""" % {"top": TOP_PX, "thumb": THUMB_PX}
