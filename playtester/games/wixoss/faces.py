"""What a WIXOSS card's face shows: a frame in the card's colour (two colours fade top to
bottom), the level top-left (an Assist LRIG's tagged "A"), Guard and keyword icons under it,
the Life Burst icon and colour gems top-right, the class or the LRIG type and team under the
name, and in the footer a SIGNI's power, an LRIG's limit and grow cost, or what a spell, an
arts, a key or a piece costs, as colour symbols with their counts."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from playtester.engine.cards import Card
from playtester.engine.faces import (
    GOLD,
    RGB,
    Art,
    Badge,
    Face,
    Figure,
    Frame,
    Mark,
    plain_face,
    tint,
)
from playtester.games.wixoss.cards import COLORS, KEYWORDS, Cost, WixossCard
from playtester.games.wixoss.colours import FRAME_COLOURS, GEM_COLOURS

KEYWORD_GLYPHS = {"assassin": "dagger", "double_crush": "crush", "lancer": "lance",
                  "rise": "rise", "shadow": "crescent"}  # fmt: skip
BURST: RGB = (250, 188, 40)
GUARD: RGB = (196, 206, 224)
SILVER: RGB = (206, 212, 222)
KIND_NAMES = {"lrig": "LRIG", "assist_lrig": "Assist LRIG", "signi": "SIGNI", "spell": "Spell",
              "arts": "Arts", "key": "Key", "resona": "Resona", "piece": "Piece"}  # fmt: skip
LEVELLED = frozenset({"lrig", "assist_lrig", "signi", "resona"})
LRIGS = frozenset({"lrig", "assist_lrig"})


def face(card: Card) -> Face:
    """What the face of a WIXOSS card shows."""
    if not isinstance(card, WixossCard):  # a card of the core alone: name, kind and text
        return plain_face(card.name, card.kind, card.text, card.number)
    colours = [FRAME_COLOURS.get(c, FRAME_COLOURS["colorless"]) for c in card.color]
    lrig = card.kind in LRIGS
    frame = Frame(
        colours[0],
        GOLD if lrig else SILVER,
        lower=colours[1] if len(colours) > 1 else None,
        style="ornate" if lrig else "plain",
    )
    glow = BURST if card.burst else (tint(GOLD, 0.3) if lrig else None)
    family = card.team or card.signi_class or card.kind
    return Face(
        name=card.name,
        frame=frame,
        art=Art(card.name, family, glow=glow),
        badge=_badge(card, colours[0]),
        left=_left(card),
        right=_right(card),
        subtitle=_subtitle(card),
        number=card.number,
        text=card.text.strip(),
        figures=_figures(card),
    )


def _badge(card: WixossCard, colour: RGB) -> Badge | None:
    """The level in a square (an Assist LRIG's tagged "A"); none for cards without a level."""
    if card.kind not in LEVELLED:
        return None
    tag = "A" if card.kind == "assist_lrig" else ""
    return Badge(str(card.level), tag=tag, tag_colour=colour, shape="square")


def _left(card: WixossCard) -> tuple[Mark, ...]:
    """Guard (on thumbnails too), then the keywords."""
    marks = [Mark("bastion", GUARD)] if card.guard else []
    marks += [Mark(KEYWORD_GLYPHS[k], brief=False) for k in card.keywords if k in KEYWORD_GLYPHS]
    return tuple(marks)


def _right(card: WixossCard) -> tuple[Mark, ...]:
    """The Life Burst icon, then a gem for each colour."""
    marks = [Mark("burst", BURST, label="BURST", halo=True)] if card.burst else []
    marks += [Mark("gem", GEM_COLOURS.get(c, GEM_COLOURS["colorless"]), scale=0.55)
              for c in card.color]  # fmt: skip
    return tuple(marks)


def _subtitle(card: WixossCard) -> tuple[str, ...]:
    kind = KIND_NAMES.get(card.kind, card.kind)
    if card.kind in LRIGS:
        return tuple(p for p in (kind, card.lrig_type, card.team) if p)
    return tuple(p for p in (kind, card.signi_class, card.team) if p)


def _figures(card: WixossCard) -> tuple[Figure, ...]:
    """A SIGNI's (or a resona's) power; an LRIG's limit and grow cost; otherwise the cost."""
    if card.kind in LRIGS:
        limit = (Figure(str(card.limit), caption="LIMIT"),) if card.kind == "lrig" else ()
        return limit + _cost(card.grow_cost, "GROW", brief=False, none="")
    if card.kind in ("signi", "resona"):
        power = (Figure(str(card.power)),)
        return power + (_cost(card.cost, "COST", brief=False) if card.kind == "resona" else ())
    return _cost(card.cost, "COST", brief=True)


def _cost(cost: Cost, caption: str, brief: bool, none: str = "0") -> tuple[Figure, ...]:
    """A cost as colour symbols with their counts at the right (`none`: the figure of no cost,
    "" for none at all)."""
    if not cost:
        chip = GEM_COLOURS["colorless"]
        return (Figure(none, "right", chip=chip, caption=caption, brief=brief),) if none else ()
    return tuple(
        Figure(str(n), "right", chip=GEM_COLOURS[c], caption=caption if i == 0 else "",
               brief=brief)
        for i, (c, n) in enumerate(cost)
    )  # fmt: skip


def sample(cards: Sequence[Card]) -> tuple[list[Card], str]:
    """A few cards that show every look: Center LRIGs (with limit and grow cost) and an Assist
    LRIG, a SIGNI of each colour (some with a Life Burst), Guard, each keyword, two colours,
    and a spell, an arts, a key, a resona and a piece."""
    wixoss = [card for card in cards if isinstance(card, WixossCard)]
    picked: list[Card] = []

    def take(found: Iterator[WixossCard]) -> None:
        card = next((card for card in found if card not in picked), None)
        if card is not None:
            picked.append(card)

    take(c for c in wixoss if c.kind == "lrig" and c.level == 3)
    take(c for c in wixoss if c.kind == "lrig" and c.level == 2)
    take(c for c in wixoss if c.kind == "assist_lrig" and c.grow_cost)
    for colour in COLORS[:-1]:
        take(c for c in wixoss if c.kind == "signi" and c.color == (colour,) and c.level == 3)
    take(c for c in wixoss if c.guard)
    for keyword in KEYWORDS:
        take(c for c in wixoss if c.kind == "signi" and keyword in c.keywords)
    take(c for c in wixoss if len(c.color) > 1)
    for kind in ("spell", "arts", "key", "resona", "piece"):
        take(c for c in wixoss if c.kind == kind)
    words = (
        "WIXOSS: LRIGs with limit and grow cost, an Assist LRIG, SIGNI of each colour, Life"
        " Burst, Guard, keywords, two colours, a spell, an arts, a key, a resona and a piece"
    )
    return picked, words
