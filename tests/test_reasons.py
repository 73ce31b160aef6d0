"""Refusals as reason ids: the engine carries a rule's reason id and its facts from the rule to
the verdict and to the error `apply` raises, whatever words the game makes of it."""

from __future__ import annotations

from playtester.engine import IllegalAction, NotationError, Reason, Verdict


def test_a_reason_keeps_its_id_and_facts_in_order() -> None:
    why = Reason.of("ride.grade", card="Lumen Blade", grade=3)
    assert why.id == "ride.grade"
    assert why.get("grade") == 3
    assert why.get("circle") is None
    assert why.params == {"card": "Lumen Blade", "grade": 3}
    assert why == Reason("ride.grade", (("card", "Lumen Blade"), ("grade", 3)))


def test_a_refused_verdict_and_its_error_keep_the_reason_id() -> None:
    why = Reason.of("zone.empty", zone="deck")
    verdict = Verdict.refused(IllegalAction("look: your deck is empty", why))
    assert (verdict.legal, verdict.possible, verdict.why) == (False, False, why)
    error = verdict.error()
    assert type(error) is IllegalAction
    assert (error.reason, error.why) == ("look: your deck is empty", why)


def test_an_unreadable_action_keeps_its_column_and_reason_id() -> None:
    why = Reason.of("notation.verb", verb="rdie")
    error = NotationError("unknown action 'rdie'", 1)
    error.why = why
    verdict = Verdict.refused(error)
    assert (verdict.unreadable, verdict.column, verdict.why) == (True, 1, why)
    again = verdict.error()
    assert isinstance(again, NotationError)
    assert (again.column, again.why) == (1, why)
