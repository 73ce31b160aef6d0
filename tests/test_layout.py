"""The table layout: zones do not overlap, the two fields mirror each other, hands fan out.

The geometry (`render/layout.py`) is the game's layout turned into places for both sides; the
Vanguard table's data is in `games/vanguard/layout.py`.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from playtester.engine.table import Place
from playtester.games.vanguard.board import CIRCLES
from playtester.games.vanguard.layout import HEIGHT, MID, PILES
from playtester.render.layout import CARD_H, CARD_W, Slot, Table, table_for

STANDARD = table_for("vanguard", "standard")
WIDTH = STANDARD.width
zone_rect, slot = STANDARD.zone_rect, STANDARD.slot


def layout_for(format: str) -> Table:
    return table_for("vanguard", format)


SOLID = [
    "VC",
    "FL",
    "FR",
    "BL",
    "BC",
    "BR",
    "deck",
    "drop",
    "g_zone",
    "bind",
    "removed",
    "trigger",
    "damage",
    "GC",
]


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_zones_of_both_fields_do_not_overlap_and_fit_on_the_table() -> None:
    rects = [
        (z, side, zone_rect(z, side))
        for z in SOLID
        for side in (True, False)
        if not (z == "GC" and not side)
    ]
    for (za, sa, a), (zb, sb, b) in itertools.combinations(rects, 2):
        assert not _overlap(a, b), f"{za}/{sa} overlaps {zb}/{sb}"
    for _, _, (x, y, w, h) in rects:
        assert x >= 0 and x + w <= WIDTH and y >= 0 and y + h <= HEIGHT


def test_the_opponents_field_is_ours_turned_half_round() -> None:
    for zone in STANDARD.layout.zones:
        if zone == "hand":  # the own hand is drawn larger (see below)
            continue
        bottom, top = slot(zone, 0, 1, True), slot(zone, 0, 1, False)
        assert (round(bottom.x + top.x), round(bottom.y + top.y)) == (WIDTH, 2 * MID)


def test_a_hand_fans_out_symmetrically_and_stays_on_the_table() -> None:
    for n in (1, 5, 12, 25):
        slots = [slot("hand", i, n, True) for i in range(n)]
        xs = [s.x for s in slots]
        assert xs == sorted(xs)
        assert abs((xs[0] + xs[-1]) / 2 - STANDARD.centre("hand", True)[0]) < 1e-6
        assert all(0 < s.x < WIDTH and s.y < HEIGHT for s in slots)
        assert [s.z for s in slots] == sorted(s.z for s in slots)


# -- every format: zones, stacks, labels and count badges (issue 12, items 12 and 18) ------------

FORMATS = ("standard", "g", "premium")
ACCEL = ("AL1", "AL2", "AR1", "AR2")


def _zones(table: Table) -> list[str]:
    """The zones one player has on this table (the soul lies under the vanguard on purpose)."""
    zones = [z for z in (*CIRCLES, *PILES, "damage", "GC", "hand") if z != "soul"]
    return zones + list(ACCEL) if table is layout_for("premium") else zones


def _card_box(spot: Slot) -> tuple[float, float, float, float]:
    """The area a card at `spot` covers (turned and scaled), as left, top, width, height."""
    a = math.radians(spot.angle)
    w, h = CARD_W * spot.scale, CARD_H * spot.scale
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    return (spot.x - bw / 2, spot.y - bh / 2, bw, bh)


def _inside(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return (
        a[0] >= b[0] - 1e-6
        and a[1] >= b[1] - 1e-6
        and (a[0] + a[2] <= b[0] + b[2] + 1e-6 and a[1] + a[3] <= b[1] + b[3] + 1e-6)
    )


def test_in_every_format_no_two_zones_overlap_and_all_lie_on_the_table() -> None:
    for name in FORMATS:
        table = layout_for(name)
        rects = [
            (z, side, table.zone_rect(z, side)) for side in (True, False) for z in _zones(table)
        ]
        rects = [r for r in rects if not (r[0] == "GC" and not r[1])]  # one shared circle
        for (za, sa, a), (zb, sb, b) in itertools.combinations(rects, 2):
            assert not _overlap(a, b), f"{name}: {za}/{sa} overlaps {zb}/{sb}"
        for zone, side, rect in rects:
            assert _inside(rect, (0, 0, table.width, HEIGHT)), f"{name}: {zone}/{side} is off"


def test_the_g_zones_stacked_cards_stay_inside_their_zone() -> None:
    for name in FORMATS:
        table = layout_for(name)
        for side in (True, False):
            zone = table.zone_rect("g_zone", side)
            for count in range(1, 17):
                for index in range(count):
                    box = _card_box(table.slot("g_zone", index, count, side))
                    assert _inside(box, zone), f"{name}: G unit {index + 1} of {count} hangs out"
                spots = [table.slot("g_zone", i, count, side) for i in range(count)]
                gaps = [abs(b.y - a.y) for a, b in itertools.pairwise(spots)]
                assert all(g >= 12 for g in gaps)  # each G unit shows a strip to grab


def test_labels_stay_readable_under_cards_and_count_badges() -> None:
    """The damage and G zone labels stay clear of their cards; no count badge covers a label,
    nor the FACE DOWN mark of the G unit on top of the column."""
    for name in FORMATS:
        table = layout_for(name)
        for side in (True, False):
            for zone in _zones(table):
                if zone == "hand":
                    continue
                label = table.label_rect(zone, side)
                assert _inside(label, table.zone_rect(zone, side))
                badge = table.count_rect(zone, side)
                assert _inside(badge, table.zone_rect(zone, side))
                assert not _overlap(label, badge), f"{name}: the {zone} count covers its label"
            for zone, most in (("damage", 6), ("g_zone", 16)):
                label = table.label_rect(zone, side)
                badge = table.count_rect(zone, side)
                for count in range(1, most + 1):
                    boxes = [_card_box(table.slot(zone, i, count, side)) for i in range(count)]
                    assert not any(_overlap(b, label) for b in boxes), f"{zone} label covered"
                    if zone == "g_zone":
                        top = max(
                            (table.slot(zone, i, count, side) for i in range(count)),
                            key=lambda s: s.z,
                        )
                        mark = (top.x - 45, top.y - 10, 90, 20)  # "FACE DOWN" on its middle
                        assert not _overlap(mark, badge), f"{name}: the badge covers FACE DOWN"


def test_the_own_hand_is_larger_readable_and_clear_of_the_field() -> None:
    for name in FORMATS:
        table = layout_for(name)
        field = [
            table.zone_rect(z, side)
            for side in (True, False)
            for z in _zones(table)
            if z != "hand" and not (z == "GC" and not side)
        ]
        for count in (1, 5, 7, 10, 15, 25):
            own = [table.slot("hand", i, count, True) for i in range(count)]
            theirs = [table.slot("hand", i, count, False) for i in range(count)]
            assert all(1.3 <= s.scale <= 1.5 for s in own)
            assert all(s.scale <= 1.0 for s in theirs)
            for spot in own + theirs:
                box = _card_box(spot)
                assert _inside(box, (0, 0, table.width, HEIGHT)), f"{name}: a hand card is off"
                assert not any(_overlap(box, rect) for rect in field), f"{name}: hand on field"
                assert abs(spot.angle) <= 6  # names read best nearly upright
            if count <= 7:  # a usual hand: each card shows most of its name bar
                steps = [b.x - a.x for a, b in itertools.pairwise(own)]
                assert all(step >= 0.8 * CARD_W * own[0].scale for step in steps)


# -- any game's layout ------------------------------------------------------------------------


@dataclass(frozen=True)
class _OtherLayout:
    """A made-up game's table: zones no Vanguard table has."""

    width: float = 1000.0
    height: float = 1000.0
    middle: float = 500.0
    zones: tuple[str, ...] = ("lrig", "signi_left", "hand")
    featured: str = "lrig"

    def place(self, zone: str) -> Place | None:
        return {
            "lrig": Place((500.0, 700.0), (200.0, 200.0), "stack", 30.0, "leader", "LRIG"),
            "signi_left": Place((200.0, 700.0), (200.0, 200.0), "stack", 30.0, "ring"),
            "hand": Place((500.0, 900.0), (600.0, 0.0), "fan", 100.0, "", scale=1.2),
        }.get(zone)


def test_the_geometry_takes_any_games_layout() -> None:
    """Another game's zones get their places, turned half round for the far side, from the
    layout the game gives (nothing of Vanguard's table is assumed)."""
    table = Table(_OtherLayout())
    assert table.centre("lrig", True) == (500.0, 700.0)
    assert table.centre("signi_left", False) == (800.0, 300.0)  # their left is our right
    assert table.zone_rect("lrig", True) == (400.0, 600.0, 200.0, 200.0)
    near = [table.slot("hand", i, 3, True) for i in range(3)]
    assert [s.scale for s in near] == [1.2] * 3 and near[0].x < near[1].x < near[2].x
    assert table.slot("signi_left", 1, 2, True).z == 29.0  # the card under the top one
