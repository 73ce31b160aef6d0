"""The parts of an ability's body as the grammar reads them (text_records.py makes them): its
trigger, the cards a "choose" is about, how its cost is paid, and the body itself; and the
resolution of each "it" into the cards chosen before it. What the records cannot say exactly
raises `Unread`: the reader then keeps the text "by hand" rather than a guess."""

from __future__ import annotations

from dataclasses import dataclass

from playtester.games.common.abilities import Blank, Step

IT = Blank(("it",))  # stands for the cards chosen last, until the choice is resolved
SELF = Blank(("self",))


class Unread(ValueError):
    """The text says something the records cannot say exactly (the reason is for the log)."""


@dataclass(frozen=True)
class Trigger:
    """When an auto ability is used (the vocabulary's words) and the circles its text names
    (None: the header must say where the ability works)."""

    words: tuple[str, ...]
    zones: tuple[str, ...] | None = None
    condition: tuple[str, ...] = ()  # what the trigger says of the event ("a <Clan> rides")


@dataclass(frozen=True)
class Choose:
    """ "choose ...": the cards a later "it" is about."""

    blank: Blank


@dataclass(frozen=True)
class Pay:
    """How the body pays: classic "you may pay the cost. If you do," (`costs` None: the cost
    is the header's bracket) or V and D's `[COST][...]`."""

    costs: tuple[Step, ...] | None


@dataclass(frozen=True)
class Body:
    """One ability's body as read: each part, in the printed order."""

    trigger: Trigger | None
    conditions: tuple[tuple[str, ...], ...]
    pay: Pay | None
    effects: tuple[Step | Choose, ...]  # steps may hold IT, resolved by `resolve`
    durations: tuple[str | None, ...]  # each bonus's duration as printed (None: none said)


def resolve(effects: tuple[Step | Choose, ...]) -> tuple[Step, ...]:
    """The effect steps with each "it" replaced by the cards chosen before it: the choice's
    blank in its first use, then named `A` when a later step uses the same cards; this card when
    no choice came before but a step on this card did. A choice nothing uses, or an "it" with
    neither before it, is Unread."""
    out: list[Step] = []
    chosen: Blank | None = None
    uses = named = 0
    itself = False  # a step on this card came before, no choice yet ("[Stand] this unit, and it")
    for index, item in enumerate(effects):
        if isinstance(item, Choose):
            if chosen is not None and uses == 0:
                raise Unread("a choice that no step uses")
            chosen, uses = item.blank, 0
            later = effects[index + 1 :]
            more = 0
            for step in later:
                if isinstance(step, Choose):
                    break
                more += IT in step.parts
            if more > 1:
                if named >= 8:
                    raise Unread("more choices than names")
                chosen = Blank(chosen.words, chosen.most, chosen.least, "ABCDEFGH"[named])
                named += 1
            continue
        if IT in item.parts and chosen is None and itself:
            item = Step(item.verb, tuple(SELF if p == IT else p for p in item.parts), item.optional)
        itself = itself or (chosen is None and item.parts[:1] == (SELF,))
        if IT in item.parts:
            if chosen is None:
                raise Unread("'it' with no card chosen before it")
            fill = chosen if uses == 0 or chosen.name is None else Blank((chosen.name,))
            uses += 1
            item = Step(item.verb, tuple(fill if p == IT else p for p in item.parts), item.optional)
        out.append(item)
    if chosen is not None and uses == 0:
        raise Unread("a choice that no step uses")
    return tuple(out)


__all__ = ["IT", "SELF", "Body", "Choose", "Pay", "Trigger", "Unread", "resolve"]
