"""The Vanguard formats, each composed once from the rule pieces it plays with (as
python-chess composes its variants): the classic rules always; the G era's (G zone, stride,
G-Assist, Legion); Imaginary Gifts. Rule code asks the format what it has, never its name."""

from __future__ import annotations

from dataclasses import dataclass

from playtester.engine.state import State


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    title: str
    plays: str  # what it plays with, in a few words, where a format is chosen
    stride: bool = False  # the G era: a G zone, stride, G-Assist and Legion
    gifts: bool = False  # Imaginary Gifts: riding a gift icon acquires Force, Accel or Protect
    four_sentinels: bool = False  # from the G era on: at most four sentinels in a deck


STANDARD = Format("standard", "Standard", "classic rules")
G_ERA = Format("g", "G era", "G zone, stride, G-Assist", stride=True, four_sentinels=True)
PREMIUM = Format(
    "premium", "Premium", "G era and Imaginary Gifts", stride=True, gifts=True,
    four_sentinels=True,
)  # fmt: skip
FORMATS: dict[str, Format] = {f.name: f for f in (STANDARD, G_ERA, PREMIUM)}


def find_format(name: str) -> Format:
    """The format of this name (an unknown one, as a state made elsewhere: the classic rules)."""
    return FORMATS.get(name, STANDARD)


def format_of(state: State) -> Format:
    """The format a game is played in."""
    return find_format(state.format)
