"""Where the Ticket to Ride session used to live: :class:`~ttrwidgets.ttr.session.Session` (the
route family's :class:`ttrwidgets.core.session.Session`) and its ticket status, re-exported so
``from ttrwidgets.session import Session`` keeps working."""
from .ttr.session import (SEAT_KINDS, Entry, ScenarioError, Session, TicketStatus, TTRError,
                          state_from_json, ticket_progress)

__all__ = ["Session", "Entry", "TicketStatus", "ticket_progress", "SEAT_KINDS", "TTRError",
           "ScenarioError", "state_from_json"]
