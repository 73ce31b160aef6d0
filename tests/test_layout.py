"""The table layout: zones do not overlap, the two fields mirror each other, hands fan out."""

from __future__ import annotations

import itertools

from playtester.render.layout import CENTRES, HEIGHT, WIDTH, slot, zone_rect

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
    for zone in CENTRES:
        bottom, top = slot(zone, 0, 1, True), slot(zone, 0, 1, False)
        assert (round(bottom.x + top.x), round(bottom.y + top.y)) == (WIDTH, HEIGHT)


def test_a_hand_fans_out_symmetrically_and_stays_on_the_table() -> None:
    for n in (1, 5, 12, 25):
        slots = [slot("hand", i, n, True) for i in range(n)]
        xs = [s.x for s in slots]
        assert xs == sorted(xs)
        assert abs((xs[0] + xs[-1]) / 2 - CENTRES["hand"][0]) < 1e-6
        assert all(0 < s.x < WIDTH and s.y < HEIGHT for s in slots)
        assert [s.z for s in slots] == sorted(s.z for s in slots)
