"""Vanguard's own card fields as the shell names them: those `card add` and `card edit` take,
every field `card show` lists, and the G zone's back `render back --g-zone` draws (the game's
`CardFields`, `engine/shell.py`)."""

from __future__ import annotations

from playtester.engine.cards import Card
from playtester.engine.shell import Flag, core_fields
from playtester.games.vanguard.cards import GIFTS, KINDS, ORDER_KINDS, TRIGGER_KINDS, VanguardCard
from playtester.games.vanguard.faces import G_BACK

flags = (
    Flag("grade", int),
    Flag("power", int),
    Flag("shield", int),
    Flag("critical", int),
    Flag("kind", choices=KINDS),
    Flag("trigger", choices=(*TRIGGER_KINDS, "none")),
    Flag("trigger_power", int),
    Flag("skills", help='icons, e.g. "boost" or "intercept" (default by grade)'),
    Flag("gift", choices=(*GIFTS, "none")),
    Flag("sentinel", switch=True),
    Flag("clan"),
    Flag("race"),
    Flag("order_kind", choices=(*ORDER_KINDS, "none")),
)
backs = {"g-zone": (G_BACK, "the G zone's back")}


def shown(card: Card) -> list[tuple[str, str, str]]:
    """Every field of a card, a grade 0 and default numbers included; the trigger power only
    for a trigger, the gift and sentinel only when the card has them (a card that is not a
    Vanguard card: the core's fields)."""
    if not isinstance(card, VanguardCard):
        return core_fields(card)
    fields: list[tuple[str, str, object]] = [
        ("grade", "grade", "-" if card.grade is None else card.grade),
        ("power", "power", card.power),
        ("shield", "shield", "unknown" if card.shield is None else card.shield),
        ("critical", "critical", card.critical),
        ("kind", "kind", card.kind),
        ("clan", "clan", card.clan or "-"),
        ("race", "race", card.race or "-"),
        ("trigger", "trigger", card.trigger or "-"),
    ]
    if card.trigger:
        fields.append(("trigger_power", "trigger power", card.trigger_power))
    if card.gift:
        fields.append(("gift", "gift", card.gift))
    if card.sentinel:
        fields.append(("sentinel", "sentinel", "yes"))
    if card.order_kind:
        fields.append(("order_kind", "order kind", card.order_kind))
    fields += [
        ("skills", "skills", ", ".join(card.skills) or "-"),
        ("text", "text", card.text or "-"),
        ("number", "number", card.number or "-"),
    ]
    if card.picture:
        fields.append(("picture", "picture", card.picture))
    return [(key, label, str(value)) for key, label, value in fields]
