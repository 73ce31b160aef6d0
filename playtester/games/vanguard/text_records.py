"""From a parse of printed Vanguard text (text_grammar.py) to the parts of an ability record
(games/common/abilities.py): the trigger, the conditions, the cost steps and the effect steps,
with the blanks the player fills, as the parts of text_parts.py. What the record cannot say
exactly raises `Unread`: the reader then keeps the text "by hand" rather than a guess."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from playtester.games.common.abilities import ALL, Blank, Part, Step
from playtester.games.vanguard.text_battles import BattleRecords, fold_hit
from playtester.games.vanguard.text_blitz import BlitzRecords
from playtester.games.vanguard.text_breaks import BreakRecords
from playtester.games.vanguard.text_chosen_costs import ChosenCosts
from playtester.games.vanguard.text_columns import ColumnRecords
from playtester.games.vanguard.text_conditions import PAYING_STRIDE, ConditionRecords
from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_damage import DamageRecords
from playtester.games.vanguard.text_filters import FilterRecords
from playtester.games.vanguard.text_harmony import HarmonyRecords
from playtester.games.vanguard.text_intercepts import InterceptRecords
from playtester.games.vanguard.text_looked import LOOKED, REST, TOP_CARD, UP_TO, looked
from playtester.games.vanguard.text_parts import IT, SELF, Body, Choose, Pay, Trigger, Unread
from playtester.games.vanguard.text_piles import PileRecords
from playtester.games.vanguard.text_reminders import ResistRecords
from playtester.games.vanguard.text_restrictions import RestrictionRecords
from playtester.games.vanguard.text_scaling import ScalingRecords
from playtester.games.vanguard.text_souls import SoulRecords
from playtester.games.vanguard.text_states import StateRecords
from playtester.games.vanguard.text_tickets import TicketRecords

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10}  # fmt: skip


def _number(token: Token) -> int:
    word = str(token)
    return int(word) if word.isdigit() else NUMBERS[word]


class Records(
    ConditionRecords,
    BreakRecords,
    PileRecords,
    FilterRecords,
    ChosenCosts,
    RestrictionRecords,
    ColumnRecords,
    SoulRecords,
    InterceptRecords,
    TicketRecords,
    ScalingRecords,
    ResistRecords,
    DamageRecords,
    HarmonyRecords,
    BattleRecords,
    StateRecords,
    BlitzRecords,
):
    """The parse tree to records (a lark Transformer: each method reads one rule's children;
    the trigger's rules are read by `TriggerRecords`, the cost's by `CostRecords`, vocab8's
    conditions and filters by `FilterRecords`)."""

    def __init__(self) -> None:
        super().__init__()
        self.owners: list[Step] = []  # the steps the text says put a card into its owner's zone
        self.given: list[tuple[str, ...]] = []  # the circles of each Resist given (vocab18)

    # --- small words
    def count(self, c: list[Token]) -> int:
        return _number(c[0])

    def amount(self, c: list[Token]) -> int:
        return int(c[0])

    def more(self, _: list[Any]) -> str:
        return ">="

    def less(self, _: list[Any]) -> str:
        return "<="

    def vanguard(self, _: list[Any]) -> str:
        return "vanguard"

    def rear(self, _: list[Any]) -> str:
        return "rear"

    def unit(self, _: list[Any]) -> str:
        return "unit"

    def clan(self, c: list[Token]) -> tuple[str, ...]:
        return ("clan", quoted(c[0]))

    def grade_range(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade{c[1]}{c[0]}",)

    def grade_is(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade={c[0]}",)

    def front(self, _: list[Any]) -> tuple[str, ...]:
        """ "in the front row", "front row rear-guards": a filter of units."""
        return ("front",)

    def back(self, _: list[Any]) -> tuple[str, ...]:
        return ("back",)

    def named(self, c: list[Token]) -> tuple[str, ...]:
        return ("named", quoted(c[0]))

    # --- the effects
    def effects(self, c: list[Any]) -> list[tuple[list[Step | Choose], list[str | None]]]:
        """Each effect's steps and durations, a condition's (`gate`) in their place."""
        out: list[tuple[list[Step | Choose], list[str | None]]] = []
        for e in c:
            out += e if isinstance(e, list) else [e] if isinstance(e, tuple) else []
        return out

    def gate(self, c: list[Any]) -> list[tuple[list[Step | Choose], list[str | None]]]:
        """ "If your hand has two or more cards, discard ...": an `if` step (the ability ends
        there when the condition does not hold), then the effects it holds for."""
        condition, effects = c[1], [e for e in c[2:] if isinstance(e, tuple)]
        return [([Step("if", condition)], []), *effects]

    def gate_sep(self, _: list[Any]) -> None:
        return None

    def gate_in(self, _: list[Any]) -> None:
        return None

    def sep(self, _: list[Any]) -> None:
        return None

    def effect(self, c: list[Any]) -> Any:
        return c[0]

    def optional(self, c: list[Any]) -> Any:
        steps, durations = c[0]
        if len(steps) != 1 or not isinstance(steps[0], Step):
            raise Unread("'you may' before more than one step")
        step = steps[0]
        return [Step(step.verb, step.parts, True)], durations

    def action(self, c: list[Any]) -> Any:
        return c[0]

    def _one(self, step: Step | Choose) -> tuple[list[Step | Choose], list[str | None]]:
        return [step], []

    def draw(self, c: list[int]) -> Any:
        return self._one(Step("draw", (str(c[0]),)))

    def discard_from_hand(self, c: list[Any]) -> Any:
        """ "discard a card from your hand": so many cards of the hand, the player's pick."""
        return self._one(Step("discard", (Blank(("my", "hand"), c[0], c[0]),)))

    def charge_soul(self, c: list[int]) -> Any:
        return self._one(Step("soulcharge", (str(c[0]),)))

    def charge_counter(self, c: list[int]) -> Any:
        return self._one(Step("countercharge", (str(c[0]),)))

    def charge_energy(self, c: list[int]) -> Any:
        return self._one(Step("energycharge", (str(c[0]),)))

    def choose(self, c: list[Blank]) -> Any:
        return self._one(Choose(c[0]))

    def damage_face_up(self, c: list[Any]) -> Any:
        """ "choose a card from your damage zone, and turn it face up": a Counter Charge of
        one (a face-up card chosen turns nothing; "up to one": you may). "Up to two": a Counter
        Charge of one you may do, twice (none, one or two turned: vocab18; so for any number).
        Any other number or kind of card is Unread: the Counter Charge takes face-down cards
        only, any of them."""
        (least, most), filters = c[0], c[1]
        if least == 0 and most > 1 and not filters:
            return [Step("countercharge", ("1",), True)] * most, []
        if most != 1 or filters:
            raise Unread("cards of the damage zone turned face up, other than any one")
        return self._one(Step("countercharge", ("1",), least == 0))

    def retire_it(self, _: list[Any]) -> Any:
        return self._one(Step("retire", (IT,)))

    def stand_it(self, _: list[Any]) -> Any:
        return self._one(Step("stand", (IT,)))

    def rest_it(self, _: list[Any]) -> Any:
        return self._one(Step("rest", (IT,)))

    def discard_it(self, _: list[Any]) -> Any:
        return self._one(Step("discard", (IT,)))

    def stand_self(self, _: list[Any]) -> Any:
        return self._one(Step("stand", (SELF,)))

    def rest_self(self, _: list[Any]) -> Any:
        return self._one(Step("rest", (SELF,)))

    def retire_self(self, _: list[Any]) -> Any:
        return self._one(Step("retire", (SELF,)))

    def self_into_soul(self, _: list[Any]) -> Any:
        return self._one(Step("put", (SELF, "soul")))

    def self_to_hand(self, _: list[Any]) -> Any:
        return self._one(Step("put", (SELF, "hand")))

    def stride_grade(self, c: list[Token]) -> Any:
        """ "this card gets grade +2" (while Stride's cost is paid): its grade as that cost
        counts it (games/vanguard/stride.py)."""
        return self._one(Step("stridegrade", (SELF, str(c[0]))))

    def it_to_hand(self, _: list[Any]) -> Any:
        return self._one(Step("put", (IT, "hand")))

    def search_for(self, c: list[Any]) -> Any:
        """ "search your deck for up to one grade 3 card": the deck searched, and the cards a
        later "it" is about chosen from it (none may be found: only "up to" is read)."""
        (least, most), filters = c
        if least != 0:
            raise Unread("a search for so many cards exactly")
        return [Step("search"), Choose(Blank(("my", "deck", *filters), most, 0))], []

    def reveal_it(self, _: list[Any]) -> Any:
        return self._one(Step("reveal", (IT,)))

    def shuffle_deck(self, _: list[Any]) -> Any:
        return self._one(Step("shuffle"))

    def it_to_bottom(self, _: list[Any]) -> Any:
        return self._one(Step("put", (IT, "bottom")))

    def their_bottom(self, _: list[Any]) -> Any:
        """ "your opponent puts that unit on the bottom of his or her deck": the card chosen
        (the reader checks it is theirs) goes to its owner's deck, whoever moves it."""
        step = Step("put", (IT, "bottom"))
        self.owners.append(step)
        return self._one(step)

    def it_into_soul(self, _: list[Any]) -> Any:
        return self._one(Step("put", (IT, "soul")))

    def it_into_drop(self, _: list[Any]) -> Any:
        """ "put it into your drop zone" (a card looked at, chosen...)."""
        return self._one(Step("put", (IT, "drop")))

    def call_from_hand(self, c: list[Any]) -> Any:
        (least, most), filters, zone = c
        if str(zone) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        chosen = Blank(("my", "hand", *filters), most, least)
        return self._one(Step("put", (chosen, Blank(("my", "circle")))))

    def call_self(self, c: list[Any]) -> Any:
        if str(c[-1]) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        return self._one(Step("put", (SELF, Blank(("my", "circle")))))

    def call_it(self, c: list[Any]) -> Any:
        if str(c[-1]) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        return self._one(Step("put", (IT, Blank(("my", "circle")))))

    def no_hit(self, c: list[Any]) -> Any:
        holder, duration = c
        return [Step("restrict", (holder, "no-hit", duration))], [duration]

    # --- the top cards of the deck looked at (text_looked.py ties them to the look)
    def look_top(self, c: list[Any]) -> Any:
        """ "look at the top three cards of your deck": the player sees them, not the
        opponent (the `look N` tool); "up to" N marked for `looked` to check."""
        said = c[0] if isinstance(c[0], tuple) else (str(c[0]),)
        return self._one(Step("look", said))

    def top_up_to(self, c: list[int]) -> tuple[str, str]:
        """ "look at up to five cards from the top of your deck": so many, or fewer (read as
        the look of five only when the deck is shuffled after: `looked` checks)."""
        return str(c[0]), UP_TO

    def top_one(self, _: list[Any]) -> int:
        return 1

    def top_count(self, c: list[Any]) -> int:
        return int(c[0])

    def search_among(self, c: list[Any]) -> Any:
        """ "search for up to one <Clan> from among them": a choice of the cards looked at."""
        return self._one(Choose(self.among_looked(c)))

    def among_looked(self, c: list[Any]) -> Blank:
        """ "choose up to one grade 1 card from among them": of the cards looked at."""
        (least, most), filters = c
        return Blank(("my", "deck", LOOKED, *filters), most, least)

    def among_hand(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(c[0])

    def among_unit(self, c: list[Any]) -> tuple[str, ...]:
        """ "a unit card" (with "Name" in its card name): no order, no G unit."""
        return ("unitcard", *[w for x in c if isinstance(x, tuple) for w in x])

    def among_grade(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade={c[0]}", *self.among_unit(c[1:]))

    def among_grade_range(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade{c[1]}{c[0]}", *self.among_unit(c[2:]))

    def unit_card(self, _: list[Any]) -> None:
        return None

    def from_among(self, _: list[Any]) -> None:
        return None

    def the_rest(self, c: list[Any]) -> Any:
        """ "put the rest on the bottom of your deck (in any order)": every card looked at
        and not taken (the player puts them one by one, in the order they like)."""
        return self._one(Step("put", (REST, c[0])))

    def top_or_bottom(self, _: list[Any]) -> Any:
        """ "put it on the top or bottom of your deck" (the top card looked at): it stays on
        top, or the player puts it on the bottom."""
        return self._one(Step("put", (TOP_CARD, "bottom"), True))

    def rest_discarded(self, _: list[Any]) -> Any:
        return self._one(Step("put", (REST, "drop")))

    def rest_bottom(self, _: list[Any]) -> str:
        return "bottom"

    def rest_soul(self, _: list[Any]) -> str:
        return "soul"

    def rest_drop(self, _: list[Any]) -> str:
        return "drop"

    def any_order(self, _: list[Any]) -> None:
        return None

    def call_it_open(self, c: list[Any]) -> Any:
        """ "call it to an open (RC)": to an empty rear-guard circle."""
        if str(c[-1]) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        return self._one(Step("put", (IT, Blank(("my", "circle", "empty")))))

    def may_call_rested(self, c: list[Any]) -> Any:
        """ "you may call this card to (RC) as [Rest]": called to a rear-guard circle if the
        player will, then rested (a card not called is not on a circle: nothing to rest)."""
        if str(c[-2]) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        return [Step("put", (SELF, Blank(("my", "circle"))), True), Step("rest", (SELF,))], []

    def call_self_open(self, c: list[Any]) -> Any:
        """ "call this card to an open (RC)": to an empty rear-guard circle."""
        if str(c[-1]) != "(rc)":
            raise Unread("a call to another circle than a rear-guard circle")
        return self._one(Step("put", (SELF, Blank(("my", "circle", "empty")))))

    def gets(self, c: list[Any]) -> Any:
        holder, bonuses = c[0], c[1]
        duration = c[2] if len(c) > 2 else None
        steps: list[Step | Choose] = []
        for verb, amount in bonuses:
            parts: tuple[Part, ...] = (holder, amount) + ((duration,) if duration else ())
            steps.append(Step(verb, parts))
        return steps, [duration] * len(steps)

    def gets_after_duration(self, c: list[Any]) -> Any:
        """ "until end of turn, this unit gets ...": the duration said first."""
        duration, holder, bonuses = c
        return self.gets([holder, bonuses, duration])

    def gets_per(self, c: list[Any]) -> Any:
        """ "this unit gets [Power] +2000 for each of your rear-guards until end of turn": so
        much for each card the selector counts when the step is done."""
        holder, bonuses, per, duration = c
        if "other" in per and holder != SELF:  # (other than the unit that gets it, not this)
            raise Unread("'for each of your other' units, said of another unit than this one")
        steps, durations = self.gets([holder, bonuses, duration])
        # (drive per card: refused by the vocabulary's check of the record)
        return [
            Step(s.verb, (*s.parts, "per", *per)) for s in steps if isinstance(s, Step)
        ], durations

    def gets_per_after(self, c: list[Any]) -> Any:
        """ "... until end of turn for each ...": the count said last."""
        holder, bonuses, duration, per = c
        return self.gets_per([holder, bonuses, per, duration])

    def each_unit(self, c: list[Any]) -> tuple[str, ...]:
        """ "for each of your (opponent's) other grade 1 rear-guards": whose, where, which."""
        owner = "their" if "their" in c else "my"
        place = next(x for x in c if x in ("rear", "unit", "vanguard"))
        filters = [w for x in c if isinstance(x, tuple) for w in x]
        return (owner, place, *filters, *(("other",) if "other" in c else ()))

    def each_card(self, c: list[str]) -> tuple[str, ...]:
        """ "for each card in your soul" (damage zone, drop zone)."""
        return ("my", c[0])

    def damage_pile(self, _: list[Any]) -> str:
        return "damage"

    def vanguard_gets(self, c: list[Any]) -> Any:
        return self.gets([Blank(("my", "vanguard")), *c])

    def self_unit(self, _: list[Any]) -> Blank:
        return SELF

    def it(self, _: list[Any]) -> Blank:
        return IT

    def boosted_unit(self, _: list[Any]) -> Blank:
        return Blank(("boosted",))

    def one_unit(self, _: list[Any]) -> Blank:
        return Blank(("my", "unit"))

    def bonuses(self, c: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return list(c)

    def power(self, c: list[Token]) -> tuple[str, str]:
        return "power", str(c[0])

    def critical(self, c: list[Token]) -> tuple[str, str]:
        return "critical", str(c[0])

    def drive(self, c: list[Token]) -> tuple[str, str]:
        return "drive", str(c[0])

    def shield(self, c: list[Token]) -> tuple[str, str]:
        return "shield", str(c[0])

    def battle(self, _: list[Any]) -> str:
        return "battle"

    def turn(self, _: list[Any]) -> str:
        return "turn"

    # --- which cards
    def exactly(self, c: list[int]) -> tuple[int, int]:
        return c[0], c[0]

    def up_to(self, c: list[int]) -> tuple[int, int]:
        return 0, c[0]

    def owner_theirs(self, _: list[Any]) -> str:
        return "their"

    def other(self, _: list[Any]) -> str:
        return "other"

    def attacked(self, _: list[Any]) -> str:
        return "attacked"

    def all_units(self, c: list[Any]) -> Blank:
        """ "all of your (opponent's) front row units": every unit so filtered, no choice."""
        return self.choice([(ALL, ALL), *c])

    def choice(self, c: list[Any]) -> Blank:
        (least, most), rest = c[0], c[1:]
        owner = "their" if "their" in rest else "my"
        other = "other" in rest
        filters = [w for x in rest if isinstance(x, tuple) for w in x]
        place = next(x for x in rest if x in ("rear", "unit", "vanguard"))
        if "attacked" in rest:
            if owner != "my" or other or (least, most) != (1, 1):
                raise Unread("a unit being attacked, with more said of it")
            if place == "unit" and not filters:
                return Blank(("attacked",))
            return Blank(("my", place, *filters, "attacked"))  # (the one attacked, if it fits)
        words = (owner, place, *filters, *(("other",) if other else ()))
        return Blank(words, most, least)

    def clan_units(self, c: list[Any]) -> Blank:
        """ "choose one of your <Clan> (that is being attacked)": units of the clan."""
        (least, most), rest = c[0], c[1:]
        clan = next(x for x in rest if isinstance(x, Token))
        other = ("other",) if "other" in rest else ()
        if "attacked" in rest:  # "one of your <Clan> that is being attacked"
            if other or (least, most) != (1, 1):
                raise Unread("a unit being attacked, with more said of it")
            return Blank(("my", "unit", "clan", quoted(clan), "attacked"))
        return Blank(("my", "unit", "clan", quoted(clan), *other), most, least)

    def your_vanguard(self, _: list[Any]) -> Blank:
        """ "choose your vanguard": the one vanguard."""
        return Blank(("my", "vanguard"))

    def another_clan(self, c: list[Token]) -> Blank:
        return Blank(("my", "unit", "clan", quoted(c[0]), "other"))

    def from_hand(self, _: list[Any]) -> None:
        return None

    def into_soul(self, _: list[Any]) -> None:
        return None

    def in_pile(self, c: list[Any]) -> Blank:
        """ "choose up to one grade 1 card from your drop": cards of the drop zone or soul."""
        (least, most), filters, pile = c
        return Blank(("my", pile, *filters), most, least)

    def drop(self, _: list[Any]) -> str:
        return "drop"

    def soul(self, _: list[Any]) -> str:
        return "soul"

    def drop_or_soul(self, _: list[Any]) -> str:
        raise Unread("cards from the drop zone or the soul: one place a blank cannot say")

    def in_hand(self, c: list[Any]) -> Blank:
        """ "choose a card from (your) hand": cards of the hand."""
        (least, most), filters, _ = c
        return Blank(("my", "hand", *filters), most, least)

    def start(self, c: list[Any]) -> Body:
        trigger = c[0] if isinstance(c[0], Trigger) else None
        rest = c[1:] if trigger else c
        conditions, rest = rest[0], rest[1:]
        pay = rest[0] if isinstance(rest[0], Pay) else None
        effect_lists = rest[-1]
        effects: list[Step | Choose] = []
        durations: list[str | None] = []
        for steps, said in effect_lists:
            effects += steps
            durations += said
        body = Body(trigger, conditions, pay, looked(tuple(effects)), tuple(durations))
        return fold_hit(body)  # (vocab22: whether the attack hit, asked at a battle's end)

    def led(self, c: list[Any]) -> Body:
        """A body whose conditions come before its trigger ("during your turn, when ..."):
        the same conditions as after it."""
        body = self.start(c[1:])
        return fold_hit(replace(body, conditions=c[0] + body.conditions))

    def lead(self, c: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
        return tuple(c)


__all__ = ["PAYING_STRIDE", "Records"]
