"""The cost of printed Vanguard text (text_grammar.py's `pay` and `costs` rules) as cost steps of
an ability record: Counter Blast and the other blasts and charges, a unit of yours retired,
rested, put into the soul or the bind zone, cards of the hand discarded, revealed or put into
the soul. `Records` (text_records.py) reads the rest of the body."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_parts import SELF, Pay, Unread


def quoted(token: Token) -> str:
    """A printed name as a quoted word of the text form (`<Royal Paladin>` -> "Royal Paladin")."""
    inner = str(token)[1:-1].strip()
    if not inner or '"' in inner or "\\" in inner or "<" in inner:
        raise Unread(f"a name the records cannot quote: {token}")
    return f'"{inner}"'


def _own_rears(said: list[Any], also: tuple[str, ...]) -> Blank:
    """So many of your rear-guards as a cost says (its count first, then its filters and
    place); a cost that may take a vanguard is Unread (the records' cost takes rear-guards)."""
    count, rest = said[0], said[1:]
    filters = [w for x in rest if isinstance(x, tuple) for w in x]
    place = next(x for x in rest if x in ("rear", "unit", "vanguard"))
    if place != "rear":
        raise Unread("a cost that takes a unit that may be no rear-guard")
    other = ("other",) if "other" in rest else ()
    return Blank(("my", "rear", *filters, *other, *also), count, count)


class CostRecords(Transformer[Token, Any]):
    """The cost's rules to steps (the base of `Records`: one transformer reads a body)."""

    # --- the cost
    def pay_classic(self, _: list[Any]) -> Pay:
        return Pay(None)

    def pay_cost(self, c: list[tuple[Step, ...]]) -> Pay:
        return Pay(c[0])

    def costs(self, c: list[Any]) -> tuple[Step, ...]:
        """The cost's steps (a cost of two steps, a list, in its place); a choice of blasts only
        alone ("Counter-Blast 1 or Energy-Blast 3 & Soul-Blast 1" may group either way: by
        hand)."""
        c = [step for said in c for step in (said if isinstance(said, list) else [said])]
        if len(c) > 1 and any(step.verb == "either" for step in c):
            raise Unread("a choice of costs beside another cost")
        return tuple(c)

    def cost(self, c: list[Step]) -> Step:
        """A cost of one step (a blast: its own rule, as the choice of blasts has it)."""
        return c[0]

    def either(self, c: list[Step]) -> Step:
        """ "Counter-Blast 1 or Energy-Blast 3": one of the blasts, the player's pick of those
        they can pay (the `either` step)."""
        parts: list[str] = []
        for step in c:
            parts += ["or"] if parts else []
            parts += [step.verb, *(str(p) for p in step.parts)]
        return Step("either", tuple(parts))

    def counterblast(self, c: list[int]) -> Step:
        return Step("counterblast", (str(c[0]),))

    def soulblast(self, c: list[int]) -> Step:
        return Step("soulblast", (str(c[0]),))

    def countercharge(self, c: list[int]) -> Step:
        return Step("countercharge", (str(c[0]),))

    def soulcharge(self, c: list[int]) -> Step:
        return Step("soulcharge", (str(c[0]),))

    def energyblast(self, c: list[int]) -> Step:
        """D's Energy Blast: the Energy Generator's energy paid (the `energyblast N` tool)."""
        return Step("energyblast", (str(c[0]),))

    def energycharge(self, c: list[int]) -> Step:
        return Step("energycharge", (str(c[0]),))

    def self_soul(self, _: list[Any]) -> Step:
        return Step("put", (SELF, "soul"))

    def self_retire(self, _: list[Any]) -> Step:
        return Step("retire", (SELF,))

    def self_rest(self, _: list[Any]) -> Step:
        return Step("rest", (SELF,))

    def self_hand(self, _: list[Any]) -> Step:
        """ "return this unit to your hand" as a cost."""
        return Step("put", (SELF, "hand"))

    def self_top(self, _: list[Any]) -> Step:
        return Step("put", (SELF, "top"))

    def self_bottom(self, _: list[Any]) -> Step:
        return Step("put", (SELF, "bottom"))

    def discard_chosen(self, c: list[Any]) -> Step:
        """ "choose two <Clan> from your hand, and discard them" (one when not counted)."""
        n, filters = (c[0], c[1]) if isinstance(c[0], int) else (1, c[0])
        return Step("discard", (Blank(("my", "hand", *filters), n, n),))

    def self_discard(self, _: list[Any]) -> Step:
        """ "discard this card": the card in the hand (the reader keeps it only for an
        ability that works in the hand)."""
        return Step("discard", (SELF,))

    def bottom_own(self, c: list[Any]) -> Step:
        """ "put one of your rear-guards on the bottom of your deck"."""
        return Step("put", (_own_rears([c[0], *c[1]], ()), "bottom"))

    def reveal_chosen(self, c: list[Any]) -> Step:
        n, filters = (c[0], c[1]) if isinstance(c[0], int) else (1, c[0])
        if n != 1:
            raise Unread("more than one card revealed: the step reveals one")
        return Step("reveal", (Blank(("my", "hand", *filters)),))

    def soul_chosen(self, c: list[Any]) -> Step:
        n, filters = (c[0], c[1]) if isinstance(c[0], int) else (1, c[0])
        return Step("put", (Blank(("my", "hand", *filters), n, n), "soul"))

    def retire_own(self, c: list[Any]) -> Step:
        """ "retire two of your grade 1 rear-guards": so many of your rear-guards, chosen."""
        return Step("retire", (_own_rears([c[0], *c[1]], ()),))

    def retire_another(self, c: list[Any]) -> Step:
        """ "retire another rear-guard": one of your rear-guards other than this unit."""
        return Step("retire", (_own_rears([1, "other", *c], ()),))

    def rest_own(self, c: list[Any]) -> Step:
        """ "[Rest] two rear-guards": so many of your standing rear-guards (a rested one
        cannot pay it)."""
        return Step("rest", (_own_rears([c[1], *c[2]], ("standing",)),))

    def soul_own(self, c: list[Any]) -> Step:
        """ "put one of your other rear-guards into your soul"."""
        return Step("put", (_own_rears([c[0], *c[1]], ()), "soul"))

    def self_bind(self, _: list[Any]) -> Step:
        """ "bind this card (face up)": into the bind zone, where cards lie face up."""
        return Step("put", (SELF, "bind"))

    def own_rears(self, c: list[Any]) -> list[Any]:
        return c

    def named_in(self, c: list[Token]) -> tuple[str, ...]:
        """ "with "Name" in its card name": a part of the card's name."""
        return ("named", quoted(c[0]))

    def any_card(self, _: list[Any]) -> tuple[str, ...]:
        return ()

    def same_name_card(self, _: list[Any]) -> tuple[str, ...]:
        """ "a card with the same card name as this unit"."""
        return ("samename",)

    def g_face_up(self, c: list[Any]) -> Step:
        """ "choose a face down card ... from your G zone, and turn it face up" (the G era)."""
        filters = next(x for x in c if isinstance(x, tuple))
        return Step("faceup", (Blank(("my", "gzone", "facedown", *filters)),))

    def g_face_up_any(self, _: list[Any]) -> Step:
        """ "turn a card from G zone face up": a face-down one (a face-up one cannot be)."""
        return Step("faceup", (Blank(("my", "gzone", "facedown")),))

    def hand_card(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        """A kind of card (a clan, a grade...) and what its name holds, as selector words."""
        return tuple(w for words in c for w in words)

    def named_part(self, c: list[Token]) -> tuple[str, ...]:
        return self.named_in(c)

    def exact_card(self, c: list[Token]) -> tuple[str, ...]:
        """ "a card named "Name"", "a "Name"": the card's whole name."""
        return ("name", quoted(c[0]))

    def clan_card(self, c: list[Token]) -> tuple[str, ...]:
        return ("clan", quoted(c[0]))

    def grade_card(self, c: list[Token]) -> tuple[str, ...]:
        return (f"grade={c[0]}",)

    def grade_range_card(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade{c[1]}{c[0]}",)

    def grade_clan(self, c: list[Token]) -> tuple[str, ...]:
        """ "a grade 1 <Clan>": a card of the clan of that grade."""
        return (f"grade={c[0]}", "clan", quoted(c[1]))

    def grade_range_clan(self, c: list[Any]) -> tuple[str, ...]:
        return (f"grade{c[1]}{c[0]}", "clan", quoted(c[2]))


__all__ = ["CostRecords", "quoted"]
