"""The coach's hints at the table: asked for on request, computed off the frame loop.

`CoachDesk` sends the observation of the seat to move (the coach sees what that player
sees) to its own `JobWorker`, keeps the answer for that one decision, and drops it when
the decision moves on. It never changes game state. It is given the match and callbacks.
Its words are drawn by `draw_hint`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from game.app.intents import IntentEvent
from game.bots.coach import Advice, advise
from game.bots.expansion_play import ExpansionAdvice, advise_expansion
from game.bots.people import Reading
from game.bots.worker import JobWorker
from game.i18n import _
from game.match.model import Match
from scenes.table.cues import Cues

COACH_BUDGET_MS = 250.0  # the coach's thinking time per hint (off the frame loop): under 300 ms


@dataclass
class Hint:
    """A coach hint asked for one decision: `key` names the decision (the number of
    actions played so far, and the seat); `advice` is None while the coach thinks."""

    key: tuple[int, int]
    advice: Advice | ExpansionAdvice | None = None
    error: str | None = None
    shown: bool = True


class CoachDesk:
    def __init__(
        self,
        match: Match,
        cues: Cues,
        *,
        human_turn: Callable[[], int | None],
        accepts: Callable[[IntentEvent, int], bool],
    ) -> None:
        self.match = match
        self.cues = cues
        self._human_turn = human_turn
        self._accepts = accepts
        self.worker: JobWorker | None = None
        self.budget_ms: float | None = COACH_BUDGET_MS
        self.samples = 2000
        self.hint: Hint | None = None
        self.requests = 0  # how many times the coach was asked (for tests)
        # How the people here played before, by name, from the history (set by the
        # table when it opens: scenes/table/scene.py).
        self.kept: dict[str, Reading] = {}

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.hint = None

    @property
    def on(self) -> bool:
        return bool(self.cues.settings().coach_hints)

    def decision_key(self) -> tuple[int, int] | None:
        seat = self._human_turn()
        return None if seat is None else (self.match.decisions, seat)

    def available(self) -> bool:
        """Is the Hint button shown? Hints on, and a human seat's decision on screen."""
        return self.on and self.decision_key() is not None

    def request(self, event: IntentEvent | None = None) -> bool:
        """HINT: ask the coach about the decision on screen (off the frame loop), or
        hide / show again the hint already asked for it. The game state never changes."""
        if not self.on:
            self.cues.notify(_("Turn on coach hints in Settings"))
            return True
        key = self.decision_key()
        if key is None or (event is not None and not self._accepts(event, key[1])):
            return False
        if self.hint is not None and self.hint.key == key:
            self.hint.shown = not self.hint.shown
            return True
        if self.worker is None:
            self.worker = JobWorker("coach")
        obs = self.match.game.observation(key[1])
        job: Callable[[], Advice | ExpansionAdvice]
        # The reason names the other seats; the one asking is "you".
        names = [
            (_("you") if seat == key[1] else name) for seat, name in enumerate(self.match.names)
        ]
        if obs.expansion:
            # Bids, any-time cards and display choices have their own coach [X3], the one
            # the review judges with (expansion_figures).
            job = partial(advise_expansion, obs, self.budget_ms, samples=self.samples, names=names)
        else:
            # Bot seats are played out with their own level's policy; people with the
            # population model read from their decisions.
            kinds = [self.match.kind_of(seat) for seat in range(self.match.players)]
            # A person is read from their own play: this match's earlier rounds and
            # their kept history, by name (game/bots/people.py; the reading is done in
            # the worker).
            people = [self.kept.get(name) for name in self.match.names]
            job = partial(
                advise,
                obs,
                self.budget_ms,
                samples=self.samples,
                names=names,
                kinds=kinds,
                people=people,
                match=self.match.game.record,
            )
        self.worker.submit(key, job)
        self.hint = Hint(key)
        self.requests += 1
        self.cues.sound("move")
        return True

    def drive(self) -> None:
        """Collect the coach's answer, or drop a hint whose decision has moved on."""
        hint = self.hint
        if hint is None:
            return
        if hint.key != self.decision_key():
            # The decision moved on: the hint (or the answer still coming) is stale.
            self.hint = None
            if self.worker is not None:
                self.worker.cancel()
            return
        if hint.advice is None and hint.error is None and self.worker is not None:
            answer = self.worker.poll()
            if answer is not None and answer.tag == hint.key:
                if isinstance(answer.value, Advice | ExpansionAdvice):
                    hint.advice = answer.value
                else:
                    hint.error = answer.error or "no advice"

    def lines(self) -> list[str]:
        """The hint panel's text: a "thinking" cue, or the coach's advice and its reason."""
        hint = self.hint
        if hint is None:
            return []
        if hint.error is not None:
            return [_("The coach could not work this one out.")]
        advice = hint.advice
        if advice is None:
            return [_("Coach is thinking…"), ""]
        # For newcomers: what to do and what the other choice would cost, in points, then
        # why in plain words from the position. No expected margins.
        lines = [
            _("Coach — {advice}").format(advice=advice.sentence)
        ]  # (the sentence has its own colon)
        if advice.reason:
            lines.append(advice.reason)
        return lines
