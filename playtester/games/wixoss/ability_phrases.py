"""WIXOSS card abilities in a player's words: "Down this card, then put the top card of your
deck into your Ener zone", for the phase bar and a card's menu (the data's own form is for the
person who writes it, docs/abilities.md)."""

from __future__ import annotations

from playtester.games.common.abilities import ALL, Ability, Blank, Kind, Step
from playtester.games.wixoss.ability_words import COLOURS, COMPARE

PILES = {"hand": "in your hand", "trash": "in your trash", "ener": "in your Ener zone"}
TO = {
    "hand": "into {0} hand",
    "trash": "into {0} trash",
    "ener": "into {0} Ener zone",
    "top": "on top of {0} deck",
    "bottom": "at the bottom of {0} deck",
}
SELF = {"signi": "this SIGNI", "C": "this LRIG", "assist": "this LRIG"}  # by where it works
COMPARED = {"<=": "{n} or lower", ">=": "{n} or higher", "=": "{n}"}
NUMBERS = ("no", "one", "two", "three", "four", "five")


def _number(n: int) -> str:
    return NUMBERS[n] if n < len(NUMBERS) else str(n)


def _how_many(blank: Blank) -> str:
    if blank.least == ALL:
        return "all of"
    if blank.least == 0:
        return f"up to {_number(blank.most)} of"
    return "one of" if blank.most == 1 else f"{_number(blank.most)} of"


def blank_words(blank: Blank, me: str = "this card", every: bool = False) -> str:
    """Which cards a blank takes, in words: "up to one of your opponent's level 1 SIGNI"; `me`
    is the ability's own card (`self`); `every`: all the cards that fit (a [Constant]
    ability's), "your other <Lumen Warden> SIGNI"."""
    words = blank.words
    if len(words) == 1:
        alone = {"self": me, "that": "that card"}
        return alone.get(words[0], "the chosen cards")  # else a name given with `as`
    whose = "your opponent's" if words[0] == "their" else "your"
    pile = next((w for w in words if w in PILES), None)
    before: list[str] = []  # level, colour, up/down, class...
    after: list[str] = []  # with power..., named...
    kind = "card"
    i = 1
    while i < len(words):
        word = words[i]
        match = COMPARE.fullmatch(word)
        if word in ("class", "named"):
            i += 1
            name = words[i][1:-1]
            (before if word == "class" else after).append(
                f"<{name}>" if word == "class" else f'named "{name}"'
            )
        elif match is not None:
            what, op = match.group(1), match.group(2)
            said = COMPARED[op].format(n=word[len(what) + len(op) :])
            if what == "level":
                before.append(f"level {said}")
            else:
                after.append(
                    f"with power {said.replace('lower', 'less').replace('higher', 'more')}"
                )
        elif word in ("signi", "spell") and pile is not None:
            kind = "SIGNI" if word == "signi" else "spell"
        elif word in ("guard", "unguarded"):
            after.append("with a Guard icon" if word == "guard" else "without a Guard icon")
        elif word in COLOURS or word in ("up", "down", "frozen", "other"):
            before.append("colourless" if word == "colorless" else word)
        i += 1
    if "lrig" in words and pile is None:
        return f"{whose} Center LRIG"
    head = [] if every else [_how_many(blank)]
    if pile is not None:
        noun = kind if kind == "SIGNI" else f"{kind}s"
        where = PILES[pile].replace("your", whose)
        return " ".join([*head, "the", *before, noun, *after, where])
    return " ".join([*head, whose, *before, "SIGNI", *after])


def _singular(blank: Blank | None, every: bool) -> bool:
    """Whether a blank's cards are one card (for the verb's form: "gets", "get")."""
    if blank is None or len(blank.words) == 1:
        return True
    return blank.most == 1 and not every


def _to(blank: Blank | None, zone: str) -> str:
    """Where `put` sends the chosen card: to its owner's zone."""
    whose = "its owner's"
    if blank is not None and len(blank.words) > 1:
        whose = "their" if blank.words[0] == "their" else "your"
    return TO[zone].format(whose)


def step_words(step: Step, lasting: bool = True, me: str = "this card") -> str:
    """One step in words: "draw a card", "vanish up to one of your opponent's SIGNI with power
    5000 or less"; `lasting` False: a [Constant] ability's, which gives every card that fits
    power while it holds."""
    parts, verb = step.parts, step.verb
    blank = step.blanks[0] if step.blanks else None
    who = blank_words(blank, me, not lasting) if blank is not None else ""
    may = "you may " if step.optional else ""
    if verb in ("draw", "charge", "look", "crush"):
        n = int(str(parts[-1]))
        cards = "a card" if n == 1 else f"{_number(n)} cards"
        top = "the top card" if n == 1 else f"the top {_number(n)} cards"
        whose = "your opponent's" if parts[0] == "their" else "your"
        said = {
            "draw": f"draw {cards}",
            "charge": f"put {top} of your deck into your Ener zone",
            "look": f"look at {top} of your deck",
            "crush": f"crush {_number(n)} of {whose} Life Cloth",
        }[verb]
        return may + said
    if verb == "discard":
        plain = blank is not None and blank.words == ("my", "hand") and blank.most == 1
        return f"{may}discard {'a card' if plain else who}"
    if verb == "power":
        gets = "gets" if _singular(blank, not lasting) else "get"
        until = " permanently" if "permanent" in parts else " until end of turn"
        return f"{may}{who} {gets} {parts[1]} power{until if lasting else ''}"
    if verb == "put":
        if parts[0] == "deck":
            return f"{may}put the top card of your deck {TO[str(parts[1])].format('your')}"
        return f"{may}put {who} {_to(blank, str(parts[1]))}"
    if verb in ("shuffle", "search"):
        return f"{may}{verb} your deck"
    return f"{may}{verb} {who}".rstrip()


def ability_words(ability: Ability) -> str:
    """An ability's cost and effects in a line: "down this SIGNI: put the top card of your deck
    into your Ener zone" (its cost, then a colon, as the cards print it)."""
    lasting = ability.kind is not Kind.CONT
    me = SELF.get(ability.zones[0], "this card") if len(ability.zones) == 1 else "this card"
    cost = " and ".join(step_words(s, True, me) for s in ability.cost)
    effects = ", then ".join(step_words(s, lasting, me) for s in ability.effects)
    effects = effects or "nothing more (by hand)"
    return f"{cost}: {effects}" if cost else effects
