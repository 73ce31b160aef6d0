"""How each WIXOSS card colour looks, on every surface that draws it: a card face's frame and
colour symbols, and the table's tally of the Ener zone."""

from __future__ import annotations

from typing import NamedTuple

from playtester.engine.faces import RGB


class Look(NamedTuple):
    """One colour's looks: the face's frame (deep enough for white words on its plates), the
    colour symbol (gems, cost chips: as the colour itself looks), and the ink of the Ener zone's
    tally (light enough for the table's dark pill)."""

    frame: RGB
    gem: RGB
    ink: RGB


LOOKS = {
    "white": Look(frame=(178, 168, 132), gem=(240, 236, 224), ink=(244, 244, 236)),  # pale gold
    "red": Look(frame=(196, 50, 46), gem=(226, 62, 52), ink=(240, 96, 84)),
    "blue": Look(frame=(38, 108, 196), gem=(52, 124, 222), ink=(96, 160, 250)),
    "green": Look(frame=(46, 146, 78), gem=(58, 170, 90), ink=(104, 204, 112)),
    "black": Look(frame=(96, 64, 126), gem=(54, 40, 66), ink=(178, 150, 214)),  # dusk violet
    "colorless": Look(frame=(132, 136, 148), gem=(170, 172, 182), ink=(168, 174, 186)),
}
FRAME_COLOURS = {colour: look.frame for colour, look in LOOKS.items()}
GEM_COLOURS = {colour: look.gem for colour, look in LOOKS.items()}
INK = {colour: look.ink for colour, look in LOOKS.items()}
