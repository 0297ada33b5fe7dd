"""The kernel manager behind ``python -m ttrwidgets app`` (server side only; imports
jupyter_server).

jupyter_server's idle culler shuts down kernels that have been idle for
``cull_idle_timeout`` seconds with no browser connected. Three kinds of kernel look like that
without being abandoned, and its stock check mishandles each:

* a kernel **still starting**: it is listed before jupyter_server has given it a
  ``last_activity``; the check reads the attribute anyway and logs a ``TraitError``;
* a kernel **shut down meanwhile** (a tab closed during the culler's pass): the check looks it
  up and logs a ``KeyError``;
* a kernel **handed to a page but not connected yet**: Voilà's pre-heated kernel has been idle
  in the pool since it ran the notebook (the pool protects it only while it is in the pool).
  Handed out, it is older than the timeout at once, and the culler shut it down in the second
  or two before the page's websocket arrived: the page never showed its board.

:class:`TTRKernelManager` leaves the first two alone and gives a kernel that has never had a
browser connected ``connect_grace`` seconds, counted from the culler's first look at it outside
Voilà's pool, before it may be culled. A page that never connects (its tab closed while it
loaded) still has its kernel freed, after ``connect_grace`` plus one ``cull_interval``.
Voilà's pool kernels are still never culled: Voilà's pooling manager wraps this class and
skips them before asking it.

Chosen with ``--VoilaConfiguration.multi_kernel_manager_class=ttrwidgets.kernels.TTRKernelManager``
(see :data:`ttrwidgets.app_server.SERVER_ARGS`).
"""
from __future__ import annotations

import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float

__all__ = ["TTRKernelManager"]


class TTRKernelManager(AsyncMappingKernelManager):
    """``AsyncMappingKernelManager`` whose culler spares kernels that are starting, gone, or
    handed to a page that has not connected yet (see the module's docstring)."""

    connect_grace = Float(
        120.0, config=True,
        help="Seconds a kernel that no browser has connected to yet is kept, counted from when "
             "the culler first sees it outside Voilà's pool (a page is loading on it).")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._ever_connected: set[str] = set()
        self._first_unconnected: dict[str, float] = {}

    def notify_connect(self, kernel_id):
        self._ever_connected.add(kernel_id)
        self._first_unconnected.pop(kernel_id, None)
        return super().notify_connect(kernel_id)

    def remove_kernel(self, kernel_id):
        self._ever_connected.discard(kernel_id)
        self._first_unconnected.pop(kernel_id, None)
        return super().remove_kernel(kernel_id)

    def cull_verdict(self, kernel_id: str, now: float | None = None) -> str:
        """Why the culler may or may not look at ``kernel_id`` now: ``"gone"``, ``"starting"``,
        ``"connecting"`` (handed out, no browser yet, within ``connect_grace``) or ``"check"``
        (jupyter_server's own idle check decides)."""
        now = time.monotonic() if now is None else now
        kernel = self._kernels.get(kernel_id)
        if kernel is None:
            return "gone"
        if not kernel.trait_has_value("last_activity") or kernel.last_activity is None:
            return "starting"
        if kernel_id not in self._ever_connected:
            first = self._first_unconnected.setdefault(kernel_id, now)
            if now - first < self.connect_grace:
                return "connecting"
        return "check"

    async def cull_kernel_if_idle(self, kernel_id):
        if self.cull_verdict(kernel_id) != "check":
            return None
        return await super().cull_kernel_if_idle(kernel_id)
