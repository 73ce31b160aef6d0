"""The Vanguard formats, each composed once from the rule pieces it plays with (as python-chess
composes its variants): the classic rules always; the G era's (G zone, stride, G-Assist, Legion,
four sentinels); Imaginary Gifts; the D era's (today's Standard: the Ride Deck, Persona Ride,
the Energy Generator crest, +10000 triggers; `dera.py`, docs/d-era.md). Rule code asks the
format for what its pieces bring (verbs, a phase's steps, zones, power bonuses, deck limits),
never its name, so a new era is a new piece and a new list of pieces, not an edit of the rule
functions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.vanguard.state import DRAW, GASSIST, RIDE, STRIDE, Phase, Step

G_ZONE = "g_zone"
ACCEL = "accel"  # room beside the rear-guard circles for the Accel circles gained in a game
RIDE_DECK = "ride_deck"  # the D era's Ride Deck: grades 1-3 set aside, face down, to ride from


@dataclass(frozen=True, eq=False, slots=True)
class RulePiece:
    """One module of rules a format may play with (compared by identity).

    `verbs` are the verbs it adds (names in the rules' verb table) and `refusal` gives the
    reason a format without the piece refuses one of them with (None: every format has it);
    `steps` the steps it puts in a phase, in order; `zones` the zones it needs; `bonuses` the
    power bonuses of circles it adds (names in `board.BONUSES`); `sentinel_limit` the most
    sentinels a deck may hold under it; `trigger_power` the power every trigger but an over
    gives under it (None: each card's own); `title` and `plays` what a player reads where a
    format is chosen.
    """

    name: str
    title: str
    plays: str
    verbs: tuple[str, ...] = ()
    refusal: Callable[[str], Reason] | None = None
    steps: dict[Phase, tuple[Step, ...]] = field(default_factory=dict)
    zones: tuple[str, ...] = ()
    bonuses: tuple[str, ...] = ()
    sentinel_limit: int | None = None
    trigger_power: int | None = None


CLASSIC = RulePiece(
    "classic",
    "Classic rules",
    "classic rules",
    verbs=(
        "next", "mulligan", "ride", "call", "move", "attack", "guard", "intercept", "trigger",
        "critical", "stand", "heal",
        # card abilities: use or skip one waiting, skip a step of one being used, or stop it
        "use", "skip", "stop",
        # the tools (card text done by hand)
        "put", "draw", "retire", "rest", "flip", "power", "drive", "shield", "restrict",
        "mark",
        "counterblast", "countercharge", "soulblast", "soulcharge", "discard", "shuffle", "look",
        "search", "reveal", "concede", "roll", "coin",
        "harmony",  # (the G era's Harmony, card text's mark: vocab16)
    ),
)  # fmt: skip


def _without_g_era(verb: str) -> Reason:
    """Why a format without the G era refuses its verb: there is no G zone, Heart or Legion."""
    if verb == "stride":
        return Reason.of("stride.format")
    if verb == "gassist":
        return Reason.of("gassist.format")
    if verb == "faceup":
        return Reason.of("faceup.format")
    return Reason.of("legion.format")


def _without_gifts(verb: str) -> Reason:
    """Why a format without Imaginary Gifts refuses its verb."""
    return Reason.of("gift.format", verb=verb)


G_ERA = RulePiece(
    "g_era",
    "G era",
    "G zone, stride, G-Assist",
    verbs=("stride", "gassist", "legion", "faceup"),
    refusal=_without_g_era,
    steps={RIDE: (STRIDE,), DRAW: (GASSIST,)},
    zones=(G_ZONE,),
    sentinel_limit=4,  # from the G era on: at most four sentinels in a deck
)
GIFTS = RulePiece(
    "gifts",
    "Imaginary Gifts",
    "Imaginary Gifts",
    verbs=("force", "gift"),
    refusal=_without_gifts,
    zones=(ACCEL,),
    bonuses=("gift",),  # a Force marker's and an Accel circle's +10000 in the owner's turn
)


def _without_d_era(verb: str) -> Reason:
    """Why a format without the D era refuses its verb: there is no Ride Deck or Energy, and
    no order is played (orders came after the classic and G eras' rules)."""
    if verb == "order":
        return Reason.of("order.format")
    return Reason.of("dera.format", verb=verb)


D_ERA = RulePiece(
    "d_era",
    "D era",
    "Ride Deck, Persona Ride, Energy",
    # the ride from the Ride Deck, the crest's draw, Energy as a cost and a charge, and
    # playing a Normal Order (orders came with the V era: the classic formats have none)
    verbs=("ridedeck", "generator", "energyblast", "energycharge", "order"),
    refusal=_without_d_era,
    zones=(RIDE_DECK,),
    bonuses=("persona",),  # Persona Ride's +10000 to the front row for the turn
    sentinel_limit=4,  # the D era's deck rule: at most four sentinels
    trigger_power=10000,  # every trigger but an over gives +10000 (the how-to page)
)
PIECES = (
    CLASSIC,
    G_ERA,
    GIFTS,
    D_ERA,
)  # every piece a format may have, in the order verbs are listed


def _plays(pieces: tuple[RulePiece, ...]) -> str:
    """What a format plays with, in a few words: its base's words alone, the one piece added
    to the base, or the titles of the pieces added ("G era and Imaginary Gifts")."""
    added = pieces[1:]
    if not added:
        return pieces[0].plays
    if len(added) == 1:
        return added[0].plays
    return ", ".join(p.title for p in added[:-1]) + " and " + added[-1].title


@dataclass(frozen=True, eq=False, slots=True)
class Format:
    """A format: its name and title, and the union of its pieces, composed once when made."""

    name: str
    title: str
    pieces: tuple[RulePiece, ...]
    plays: str = field(init=False)
    verbs: frozenset[str] = field(init=False)
    zones: frozenset[str] = field(init=False)
    bonuses: tuple[str, ...] = field(init=False)
    sentinel_limit: int | None = field(init=False)
    trigger_power: int | None = field(init=False)
    steps: dict[Phase, tuple[Step, ...]] = field(init=False)

    def __post_init__(self) -> None:
        pieces = self.pieces
        limits = [p.sentinel_limit for p in pieces if p.sentinel_limit is not None]
        steps: dict[Phase, tuple[Step, ...]] = {}
        for piece in pieces:
            for phase, added in piece.steps.items():
                steps[phase] = (*steps.get(phase, ()), *added)
        composed = {
            "plays": _plays(pieces),
            "verbs": frozenset(v for p in pieces for v in p.verbs),
            "zones": frozenset(z for p in pieces for z in p.zones),
            "bonuses": tuple(b for p in pieces for b in p.bonuses),
            "sentinel_limit": min(limits, default=None),
            "trigger_power": next(
                (p.trigger_power for p in reversed(pieces) if p.trigger_power is not None), None
            ),
            "steps": steps,
        }
        for name, value in composed.items():
            object.__setattr__(self, name, value)  # a frozen record's fields, set once

    def has(self, piece: RulePiece) -> bool:
        """Whether the format plays with this piece (for the few rules that are the piece's
        own, such as a Legion or a Heart on the vanguard circle)."""
        return piece in self.pieces

    def steps_of(self, phase: Phase) -> tuple[Step, ...]:
        """The steps the format's pieces put in `phase`, in order (() for none)."""
        return self.steps.get(phase, ())

    def step_after(self, phase: Phase, step: Step | None) -> Step | None:
        """The step that follows `step` in `phase` (None: the phase's own part, before its
        first step); None when the phase ends after it."""
        steps = self.steps_of(phase)
        if step is not None and step not in steps:
            return None  # a step the format does not have (a position edited by hand)
        at = 0 if step is None else steps.index(step) + 1
        return steps[at] if at < len(steps) else None


STANDARD = Format("standard", "Standard", (CLASSIC,))
G_FORMAT = Format("g", "G era", (CLASSIC, G_ERA))
PREMIUM = Format("premium", "Premium", (CLASSIC, G_ERA, GIFTS))
D_FORMAT = Format("d", "D Standard", (CLASSIC, D_ERA))  # today's Standard, as players name it
FORMATS: dict[str, Format] = {f.name: f for f in (STANDARD, G_FORMAT, PREMIUM, D_FORMAT)}


def find_format(name: str) -> Format:
    """The format of this name (an unknown one, as a state made elsewhere: the classic rules)."""
    return FORMATS.get(name, STANDARD)


def format_of(state: State) -> Format:
    """The format a game is played in (one dict look-up: each format is composed once)."""
    return FORMATS.get(state.format, STANDARD)
