"""The trigger of printed Vanguard text (text_grammar.py's `trigger` and `event` rules) as an
auto ability's trigger words, with the circles the trigger names and what it says of the event
("a <Clan> rides this unit", "boosted by a <Clan>"). `Records` (text_records.py) reads the rest
of the body; `CostRecords` (text_costs.py), the base of this one, the cost."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.vanguard.text_costs import CostRecords, quoted
from playtester.games.vanguard.text_parts import Trigger, Unread

ZONES = {"(vc)": "VC", "(rc)": "RC", "(gc)": "GC"}


class TriggerRecords(CostRecords):
    """The trigger's rules to a `Trigger` (a base of `Records`: one transformer reads a body)."""

    def trigger(self, c: list[Trigger]) -> Trigger:
        return c[0]

    def battle_end(self, c: list[Any]) -> Trigger:
        """ "at the end of the battle that this unit attacked (a vanguard)" (vocab22: against
        the opponent's vanguard; against a rear-guard no text says it, Unread)."""
        if "rear" in c:
            raise Unread("the end of a battle against a rear-guard")
        return Trigger(("battle-end", *[w for w in c if w == "vanguard"]))

    def attacks(self, c: list[Any]) -> Trigger:
        return Trigger(("attacks", *[w for w in c if isinstance(w, str)]))

    def hits(self, c: list[Any]) -> Trigger:
        return Trigger(("hits", *[w for w in c if isinstance(w, str)]))

    def boosts(self, c: list[Any]) -> Trigger:
        """ "this unit boosts (a grade 3 or greater vanguard with "Part" in its card name)":
        the unit boosted is your vanguard, and it is so (the trigger's condition)."""
        said = next((x for x in c if isinstance(x, list)), None)
        if said is not None:
            which = ("count", "my", "vanguard", *[w for f in said for w in f], ">=", "1")
            return Trigger(("boosts", "vanguard"), None, which)
        return Trigger(("boosts", *[w for w in c if isinstance(w, str)]))

    def vanguard_of(self, c: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """A vanguard so filtered (a clan, a grade, a part of its name): the filters."""
        return list(c)

    def placed_on(self, c: list[Any]) -> Trigger:
        """ "this unit is placed on (RC)" [from hand]: the circles named (from the hand only
        when said: a call from the deck or the drop is no placing from the hand)."""
        zones = tuple(ZONES[str(t)] for t in c if isinstance(t, Token) and t.type == "ZONE")
        return Trigger(("placed-from-hand",) if "hand" in c else ("placed",), zones)

    def out_of_hand(self, _: list[Any]) -> str:
        return "hand"

    def placed(self, _: list[Any]) -> Trigger:
        return Trigger(("placed",))

    def rode_upon(self, _: list[Any]) -> Trigger:
        return Trigger(("rode-upon",), ("soul",))

    def clan_rides(self, c: list[Token]) -> Trigger:
        """A unit of a clan rides this one: the new vanguard is of the clan."""
        same = ("count", "my", "vanguard", "clan", quoted(c[0]), ">=", "1")
        return Trigger(("rode-upon",), ("soul",), same)

    def rode_upon_by(self, c: list[tuple[str, ...]]) -> Trigger:
        """ "this unit is rode upon by "Name"" (a grade 3 with "Part" in its card name): the new
        vanguard is that card."""
        rider = ("count", "my", "vanguard", *c[-1], ">=", "1")
        return Trigger(("rode-upon",), ("soul",), rider)

    def name_rides(self, c: list[Token]) -> Trigger:
        """ "when a card named "Name" rides this unit" (a "Name"): the new vanguard has that
        whole name."""
        return self.rode_upon_by([("name", quoted(c[0]))])

    def soul_dropped(self, _: list[Any]) -> Trigger:
        """ "this card is put into the drop zone from your soul": it works in the drop."""
        return Trigger(("soul-dropped",), ("drop",))

    def retired_from(self, c: list[Any]) -> Trigger:
        """ "this unit is retired from (GC)" ("put into the drop zone from (GC)"): a guardian
        put into the drop, where it works (from (RC): no trigger here says it, Unread)."""
        zone = next(str(t) for t in c if isinstance(t, Token) and t.type == "ZONE")
        if zone != "(gc)":
            raise Unread("retired from another circle than the guardian circle")
        return Trigger(("guard-retired",), ("drop",))

    def placed_from_drop(self, c: list[Any]) -> Trigger:
        """ "this unit is placed on (RC) from drop": on the circle named, from the drop zone."""
        zones = tuple(ZONES[str(t)] for t in c if isinstance(t, Token) and t.type == "ZONE")
        return Trigger(("placed-from-drop",), zones)

    def placed_from_deck(self, c: list[Any]) -> Trigger:
        """ "this unit is placed on (RC) from your deck": on the circle named, from the deck."""
        zones = tuple(ZONES[str(t)] for t in c if isinstance(t, Token) and t.type == "ZONE")
        return Trigger(("placed-from-deck",), zones)

    def from_drop(self, _: list[Any]) -> None:
        return None

    def rider_name(self, c: list[Token]) -> tuple[str, ...]:
        return ("name", quoted(c[0]))

    def rider_grade(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade={c[0]}", *[w for x in c[1:] if isinstance(x, tuple) for w in x])

    def boost_hits(self, c: list[Any]) -> Trigger:
        """ "an attack hits (a vanguard) during the battle that this unit boosted (a <Clan>)":
        the attack this unit boosts hits (the unit it boosted, the event's `that`, of the
        clan when said: the battle is over when the ability waits)."""
        kind = [w for w in c if isinstance(w, str)]
        boosted = [x for x in c if isinstance(x, tuple)]
        said = ()
        if boosted:
            place, *filters = boosted[0]
            said = ("count", "my", place, "that", *filters, ">=", "1")
        return Trigger(("boost-hits", *kind), ("RC",), said)

    def during_boost(self, _: list[Any]) -> None:
        return None

    def boosted_clan(self, c: list[Token]) -> tuple[str, ...]:
        return ("unit", "clan", quoted(c[0]))

    def boosted_unit_named(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        return ("unit", *c[0])

    def boosted_unit_name(self, c: list[Token]) -> tuple[str, ...]:
        return ("unit", "name", quoted(c[0]))

    def boosted_vanguard_named(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        """ "a vanguard with "Part" in its card name": the unit boosted is the vanguard."""
        return ("vanguard", *c[0])

    def discarded(self, c: list[Any]) -> Trigger:
        """ "this card is discarded from hand (during your turn)": it is put from the hand into
        the drop zone, where the ability works."""
        said = next((x for x in c if isinstance(x, tuple)), ())
        return Trigger(("discarded",), ("drop",), said)

    def ride_discarded(self, _: list[Any]) -> Trigger:
        """ "this card is discarded from hand while riding from the ride deck": put into the
        drop zone as the cost of a ride from the Ride Deck (the D era), where it works."""
        return Trigger(("discarded", "ride"), ("drop",))

    def placed_or_ride(self, c: list[Any]) -> Trigger:
        """ "this card is put on (GC) from hand or discarded from hand while riding from the
        ride deck": either event; the ability works on the circle and in the drop zone."""
        zone = next(ZONES[str(t)] for t in c if isinstance(t, Token) and t.type == "ZONE")
        return Trigger(("placed-from-hand", "or", "discarded", "ride"), (zone, "drop"))

    def riding(self, _: list[Any]) -> None:
        return None

    def ride_discard(self, _: list[Any]) -> None:
        return None

    def returned(self, c: list[Any]) -> Trigger:
        """ "this unit is returned to your hand from (RC)": the ability works in the hand."""
        if not any(isinstance(t, Token) and str(t) == "(rc)" for t in c):
            raise Unread("returned to the hand from another circle than a rear-guard circle")
        said = next((x for x in c if isinstance(x, tuple)), ())
        return Trigger(("returned",), ("hand",), said)

    def foe_retired(self, c: list[Any]) -> Trigger:
        """ "your opponent's rear-guard is retired (during your turn)": one of their
        rear-guards is put into their drop zone (`that` is it)."""
        said = next((x for x in c if isinstance(x, tuple)), ())
        return Trigger(("foe-retired",), None, said)

    def phase_start(self, c: list[list[Token]]) -> Trigger:
        """ "at the beginning of your ride phase": the phase begins in your turn (the ability
        of a unit: the reader keeps it only where the header says a circle)."""
        return Trigger(("phase-start", str(c[0][0])))

    def to_hand_from(self, _: list[Any]) -> None:
        return None

    def my_phase(self, c: list[Any]) -> tuple[str, ...]:
        """ "during your ride phase": your turn, in that phase."""
        return ("my", str(c[0][0]), "phase")

    def phase_name(self, c: list[Token]) -> list[Token]:
        return c

    def drive_check(self, c: list[str]) -> Trigger:
        """Your drive check reveals a trigger unit (a [Front] trigger)."""
        return Trigger(("drive-check", c[0]))

    def trigger_unit(self, _: list[Any]) -> str:
        return "trigger"

    def front_trigger(self, _: list[Any]) -> str:
        return "front"

    def boost_end(self, _: list[Any]) -> Trigger:
        return Trigger(("boost-end",))

    def vanguard_attacks(self, _: list[Any]) -> Trigger:
        """Your vanguard attacks: the ability of a rear-guard (the header says RC)."""
        return Trigger(("vanguard-attacks",), ("RC",))

    def boosted(self, c: list[Token]) -> Trigger:
        """Another unit boosts this one ("by a <Clan>": the booster is of the clan)."""
        if not c:
            return Trigger(("boosted",))
        by = ("count", "my", "rear", "booster", "clan", quoted(c[0]), ">=", "1")
        return Trigger(("boosted",), None, by)

    def g_strides(self, c: list[Any]) -> Trigger:
        """ "when your G unit [Stride]s (during your turn)": a G unit of this card's player
        strides (the abilities of its Heart under it too, games/vanguard/abilities.py)."""
        said = next((x for x in c if isinstance(x, tuple)), ())
        return Trigger(("g-strides",), None, said)

    def ridden_from(self, c: list[Token]) -> Trigger:
        """ "when this unit is placed by riding from "Name"": this unit rides (is placed on VC
        by a ride) and the vanguard ridden from, put into the soul by the ride (`that`), has
        that whole name."""
        ridden = ("count", "my", "soul", "that", "name", quoted(c[0]), ">=", "1")
        return Trigger(("ridden",), ("VC",), ridden)

    def intercepts(self, _: list[Any]) -> Trigger:
        """An intercept: the unit has moved to the guardian circle when it triggers."""
        return Trigger(("intercepts",), ("GC",))


__all__ = ["ZONES", "TriggerRecords"]
