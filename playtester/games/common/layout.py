"""What every game's table lays out alike, in scene units: the card's size, the deck, a hand
fanned along the bottom, and a column of cards down one side of the field."""

from __future__ import annotations

from playtester.engine.table import Place

CARD_W, CARD_H = 120.0, 168.0
HAND_SCALE = 1.32  # the own hand's cards, against field cards
FAR_HAND = 0.65  # the other hand's backs, against field cards
HAND_SPAN = 1060.0  # the width a hand fans out over
PILE = (CARD_W + 24, CARD_H + 24)


def deck(centre: tuple[float, float]) -> Place:
    """The deck: a counted face-down pile (a deck needs no face-down mark) showing its top
    cards; the own opens in a viewer as a search (card text that searches the deck)."""
    return Place(
        centre,
        PILE,
        label="Deck",
        counted=True,
        face_down=True,
        veiled=False,
        items=6,
        viewable=True,
    )


def hand(x: float, top: float) -> Place:
    """The hand, fanned out below `top` around `x`: the own cards larger than field cards, the
    other hand's backs smaller."""
    centre = (x, top + HAND_SCALE * CARD_H / 2)
    return Place(
        centre, (HAND_SPAN, 0.0), "fan", 100.0, look="", scale=HAND_SCALE, far_scale=FAR_HAND
    )


def column(
    centre: tuple[float, float],
    length: float,
    label: str,
    step: float,
    *,
    sideways: bool = False,
    counted: bool = False,
    viewable: bool = False,
    readout: bool = False,
) -> Place:
    """A column of `length`: its cards down it from the far end, at most `step` apart, over a
    strip for the label; as wide as its cards lie, upright or sideways (then only a strip of
    each shows: no room for the face-down mark)."""
    width = CARD_H + 24 if sideways else CARD_W + 30
    return Place(
        centre,
        (width, length),
        "column",
        10.0,
        label=label,
        counted=counted,
        veiled=not sideways,
        sideways=sideways,
        step=step,
        viewable=viewable,
        readout=readout,
    )
