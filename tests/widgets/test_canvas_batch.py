"""Every drawing batch names its canvas first (``widgets.clicks.canvas_batch``).

In Voilà what the kernel sends before the browser connects is lost. ipycanvas' canvas manager
names the canvas to draw on only when it changes, so a batch on the canvas drawn last before
the browser connected reached a browser side with no canvas chosen ("Cannot read properties
of undefined (reading 'clearCanvas')"). A browser can only follow the batches if each one
starts with its own switch."""
from __future__ import annotations

from ipycanvas.canvas import _CANVAS_MANAGER, COMMANDS

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.widgets.board import BoardWidget

SWITCH = COMMANDS["switchCanvas"]


def batches(monkeypatch) -> list:
    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom",
                        lambda command, buffers=[]: sent.append(command))
    return sent


def test_a_redraw_of_the_layer_drawn_last_still_names_its_canvas(monkeypatch):
    board = BoardWidget(load_map("europe"))
    sent = batches(monkeypatch)
    board.redraw()                                   # before the browser: lost in Voilà
    board.redraw(("highlight",))                      # the top layer again, and only it
    board.redraw(("highlight",))
    assert len(sent) == 3
    for batch in sent:
        assert batch[0][0] == SWITCH, batch[0]
