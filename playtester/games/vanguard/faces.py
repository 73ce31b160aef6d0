"""What a Vanguard card's face shows: the clan's colour, the grade, skill icons, the sentinel
mark, the trigger and the gift, clan and race, the text (or a trigger's reminder), power,
critical and shield; G units in red and gold, orders in silver, gift markers with their gift.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from playtester.engine.cards import Card
from playtester.engine.faces import (
    GOLD,
    NEUTRAL,
    RGB,
    Art,
    Back,
    Badge,
    Face,
    Figure,
    Frame,
    Mark,
    shade,
    tint,
    word_colour,
)
from playtester.games.vanguard.cards import GIFTS, TRIGGERS, VanguardCard, vanguard_card

# crimson with a "G" at its heart, so the face-down G units never mix with the deck's cards
G_BACK = Back("g", (132, 20, 34), (40, 6, 12), emblem="G")

BUNDLED_CLANS: dict[str, RGB] = {
    "Dawnspire Order": (201, 152, 48),  # sunrise gold
    "Cinderwing Dominion": (190, 54, 42),  # ember crimson
    "Tidecaller Armada": (32, 118, 176),  # deep sea blue
    "Brasswork Covenant": (52, 140, 108),  # verdigris
}
# every trigger differs in outline and colour, so it reads at a glance and for colour-blind eyes
TRIGGER_COLOURS: dict[str, RGB] = {
    "critical": (250, 204, 21),  # yellow
    "draw": (220, 38, 38),  # red
    "heal": (34, 170, 80),  # green
    "stand": (37, 99, 235),  # blue
}
TRIGGER_GLYPHS = {"critical": "star", "draw": "card", "heal": "cross", "stand": "turn"}
GIFT_COLOURS: dict[str, RGB] = {
    "force": (214, 84, 36),  # flame orange
    "accel": (20, 160, 160),  # aqua
    "protect": (112, 128, 200),  # steel lavender
}
GIFT_GLYPHS = {"force": "hex_arrow", "accel": "hex_chevrons", "protect": "hex_crest"}
SKILL_GLYPHS = {"boost": "chevrons", "intercept": "swords", "twin_drive": "fan2",
                "triple_drive": "fan3"}  # fmt: skip
G_RED: RGB = (168, 22, 30)
SILVER: RGB = (206, 212, 222)
GIFT_SIZE = 0.88  # a gift's hexagon beside the trigger's disc
KIND_NAMES = {"g_unit": "G unit", "order": "Order", "marker": "Marker"}

TRIGGER_REMINDERS = {
    "critical": (
        "Critical trigger: one of your units gets +{power} power, and one gets +1 critical."
    ),
    "draw": "Draw trigger: one of your units gets +{power} power, and you draw a card.",
    "heal": (
        "Heal trigger: one of your units gets +{power} power; if your damage is at least your "
        "opponent's, heal one damage."
    ),
    "stand": "Stand trigger: one of your units gets +{power} power, and you stand a rear-guard.",
}


def clan_colour(clan: str) -> RGB:
    """The colour of `clan`: hand-picked for the bundled clans, else a stable curated one."""
    return BUNDLED_CLANS.get(clan) or word_colour(clan)


def marker_gift(card: VanguardCard) -> str | None:
    """The gift a marker card shows: its own, or Protect for a sentinel marker."""
    return card.gift or ("protect" if card.sentinel else None)


def reminder_text(card: Card) -> str:
    """The card's text, or for a trigger unit without text a reminder of what it does."""
    card = vanguard_card(card)
    if card.text.strip() or not card.trigger:
        return card.text.strip()
    return TRIGGER_REMINDERS.get(card.trigger, "").format(power=card.trigger_power)


def face(card: Card) -> Face:
    """What the face of a Vanguard card shows."""
    card = vanguard_card(card)
    if card.kind == "marker":
        base = GIFT_COLOURS.get(marker_gift(card) or "", NEUTRAL)
    else:
        base = clan_colour(card.clan)
    accent = TRIGGER_COLOURS.get(card.trigger or "", GOLD)
    return Face(
        name=card.name,
        frame=_frame(card, base, accent),
        art=_art(card, base),
        badge=_badge(card),
        left=_left(card),
        right=_right(card),
        subtitle=tuple(p for p in (card.clan, card.race) if p) or (_kind_name(card),),
        number=card.number,
        text=reminder_text(card),
        text_colour=None if card.text.strip() else accent,
        figures=() if card.kind in ("order", "marker") else _figures(card, base),
        label=_label(card),
    )


def _frame(card: VanguardCard, base: RGB, accent: RGB) -> Frame:
    """The clan's frame with trigger-coloured hairlines; a red band for G units; silver for
    orders."""
    if card.kind == "g_unit":
        return Frame(base, GOLD, band=(tint(G_RED, 0.08), shade(G_RED, 0.4)), trim=GOLD)
    if card.kind == "order":
        return Frame(base, SILVER, band=(shade(base, 0.62), shade(base, 0.82)), trim=SILVER)
    return Frame(base, accent)


def _art(card: VanguardCard, base: RGB) -> Art:
    """Art seeded by the name with the clan's sigil, lit in the trigger's colour; G units in
    gold rays; a marker's art is its emblem."""
    family = card.clan or card.kind
    if card.kind == "g_unit":
        return Art(card.name, family, glow=GOLD, rays=True)
    if card.kind == "marker":
        gift = marker_gift(card)
        emblem = _gift_mark(gift) if gift else Mark("diamond", tint(base, 0.6))
        return Art(card.name, family, glow=tint(base, 0.5), emblem=emblem)
    return Art(card.name, family, glow=TRIGGER_COLOURS.get(card.trigger or ""))


def _badge(card: VanguardCard) -> Badge | None:
    if card.grade is None:
        return None
    if card.kind == "g_unit":
        return Badge(str(card.grade), fill=shade(G_RED, 0.15), tag="G", tag_colour=G_RED)
    return Badge(str(card.grade))


def _left(card: VanguardCard) -> tuple[Mark, ...]:
    """Skill icons (full-size faces only), then the sentinel mark."""
    marks = [Mark(SKILL_GLYPHS[s], brief=False) for s in card.skills if s in SKILL_GLYPHS]
    if card.sentinel and card.kind != "marker":
        marks.append(Mark("ward", scale=1.05))
    return tuple(marks)


def _right(card: VanguardCard) -> tuple[Mark, ...]:
    """The trigger with its power, then the gift."""
    marks = []
    if card.trigger:
        colour = TRIGGER_COLOURS.get(card.trigger, (200, 200, 200))
        glyph = TRIGGER_GLYPHS.get(card.trigger, "turn")
        marks.append(Mark(glyph, colour, label=f"+{card.trigger_power}", halo=True))
    if card.gift and card.kind != "marker":
        marks.append(_gift_mark(card.gift, GIFT_SIZE))
    return tuple(marks)


def _gift_mark(gift: str, scale: float = 1.0) -> Mark:
    return Mark(GIFT_GLYPHS.get(gift, "hex_crest"), GIFT_COLOURS.get(gift, (150, 150, 150)),
                scale=scale)  # fmt: skip


def _figures(card: VanguardCard, base: RGB) -> tuple[Figure, ...]:
    """Power, critical (full-size faces only) and shield (a dash for none)."""
    shield = str(card.shield) if card.shield else "\u2013"  # an en dash: no shield
    if card.shield is None:
        shield = "?"  # its card data does not say
    return (
        Figure(str(card.power)),
        Figure(str(card.critical), "middle", "spark", GOLD, brief=False),
        Figure(shield, "right", "crest", tint(base, 0.55), dim=card.shield == 0),
    )


def _label(card: VanguardCard) -> str:
    """The footer's word for an order or a marker (their footers show no numbers)."""
    if card.kind == "order":
        return "ORDER"
    if card.kind != "marker":
        return ""
    gift = marker_gift(card)
    return f"GIFT MARKER · {gift.upper()}" if gift else "MARKER"


def _kind_name(card: VanguardCard) -> str:
    return KIND_NAMES.get(card.kind, "Unit")


# Kinds the bundled set may lack, so a sample sheet still shows how they look.
EXAMPLES = (
    VanguardCard(name="Imaginary Gift: Protect", grade=None, kind="marker", sentinel=True,
         gift="protect", text="[CONT]: Sentinel. A gift marker in your hand; grade 0 when a "
         "grade is needed."),
    VanguardCard(name="Banner of the Rising Dawn", grade=1, kind="order", clan="Dawnspire Order",
         text="[ACT]: Choose one of your units. It gets +5000 power until end of turn."),
)  # fmt: skip


def sample(cards: Sequence[Card]) -> tuple[list[Card], str]:
    """A few cards that show every look: a grade 3 of each clan, a sentinel, each trigger,
    each gift, G units, an order and a marker (from EXAMPLES when `cards` has none)."""
    vanguard = [vanguard_card(card) for card in cards]
    picked: list[Card] = []

    def take(found: Iterator[VanguardCard], *, unless_kind: str = "") -> None:
        if unless_kind and any(card.kind == unless_kind for card in picked):
            return
        card = next((card for card in found if card not in picked), None)
        if card is not None:
            picked.append(card)

    clans = list(dict.fromkeys(card.clan for card in vanguard if card.clan))
    for clan in clans:
        take(c for c in vanguard if c.clan == clan and c.grade == 3 and not c.gift and c.text)
    take(c for c in vanguard if c.sentinel and c.kind == "unit")
    for trigger in TRIGGERS:
        take(c for c in vanguard if c.trigger == trigger)
    for gift in GIFTS:
        take(c for c in vanguard if c.gift == gift and c.kind == "unit")
    for clan in clans[:4]:
        take(c for c in vanguard if c.kind == "g_unit" and c.clan == clan)
    for kind in ("order", "marker"):
        take(c for c in vanguard if c.kind == kind)
        take((c for c in EXAMPLES if c.kind == kind), unless_kind=kind)
    words = "Units of each clan, triggers, gifts, a sentinel, G units, an order and a marker"
    return picked, words
