"""The pieces of a card face shared by drawn faces and picture overlays.

A face's colours come from `style_for` (clan, kind, trigger); the grade badge, the icon
column, the trigger corner and the stats band are drawn by the functions below, in final-pixel
coordinates on a `Canvas`.
"""

from __future__ import annotations

from dataclasses import dataclass

from playtester.games.vanguard.cards import VanguardCard
from playtester.render import icons
from playtester.render.canvas import Box, Canvas, Point
from playtester.render.fonts import fit_size, text_width
from playtester.render.palette import (
    G_RED,
    GIFT_COLOURS,
    GOLD,
    INK,
    NEUTRAL,
    RGB,
    TRIGGER_COLOURS,
    WHITE,
    clan_colour,
    rgba,
    shade,
    tint,
)


@dataclass(frozen=True, slots=True)
class Style:
    """The colours of one face."""

    base: RGB  # the clan's colour (a marker's: its gift's)
    frame_top: RGB
    frame_bottom: RGB
    accent: RGB  # hairlines: gold, or the trigger's colour
    band_top: RGB
    band_bottom: RGB
    band_trim: RGB


def marker_gift(card: VanguardCard) -> str | None:
    """The gift a marker card shows: its own, or Protect for a sentinel marker."""
    return card.gift or ("protect" if card.sentinel else None)


def style_for(card: VanguardCard) -> Style:
    """Colours for `card`: clan-tinted frame, trigger-coloured hairlines, red band for G units."""
    if card.kind == "marker":
        base = GIFT_COLOURS.get(marker_gift(card) or "", NEUTRAL)
    else:
        base = clan_colour(card.clan)
    accent = TRIGGER_COLOURS.get(card.trigger or "", GOLD)
    top, bottom = shade(base, 0.42), shade(base, 0.74)
    if card.kind == "g_unit":
        return Style(base, top, bottom, GOLD, tint(G_RED, 0.08), shade(G_RED, 0.4), GOLD)
    if card.kind == "order":
        silver = (206, 212, 222)
        return Style(base, top, bottom, silver, shade(base, 0.62), shade(base, 0.82), silver)
    return Style(base, top, bottom, accent, shade(base, 0.6), shade(base, 0.84), accent)


def grade_badge(cv: Canvas, card: VanguardCard, c: Point, r: float, st: Style) -> None:
    """The grade, big, in a gold-ringed disc (red for G units, with a small 'G' badge)."""
    if card.grade is None:
        return
    g_unit = card.kind == "g_unit"
    cv.circle(c, r * 1.06, fill=rgba(INK, 170))
    cv.circle(c, r, fill=rgba(GOLD))
    cv.circle(c, r * 0.86, fill=rgba(shade(G_RED, 0.15) if g_unit else shade(st.base, 0.55)))
    cv.circle(c, r * 0.74, outline=rgba(tint(st.base, 0.35), 120), width=max(0.4, r * 0.04))
    label = str(card.grade)
    size = fit_size(label, "title", r * 1.45, round(r * 1.3), 1)
    cv.text((c[0], c[1] + r * 0.02), label, "title", size, rgba(WHITE), anchor="mm")
    if g_unit:
        gc, gr = (c[0] + r * 0.8, c[1] + r * 0.8), r * 0.42
        cv.polygon(icons.polygon_points(gc, gr * 1.12, 6, 0), fill=rgba(INK))
        cv.polygon(icons.polygon_points(gc, gr, 6, 0), fill=rgba(GOLD))
        cv.polygon(icons.polygon_points(gc, gr * 0.8, 6, 0), fill=rgba(G_RED))
        cv.text(gc, "G", "title", round(gr * 1.15), rgba(WHITE), anchor="mm")


def icon_column(
    cv: Canvas, card: VanguardCard, x: float, y: float, r: float, skills: bool
) -> float:
    """Skill badges then the sentinel mark, stacked downward from `y`; returns the next y."""
    names = [s for s in card.skills if s in icons.SKILL_NAMES] if skills else []
    for skill in names:
        icons.skill_icon(cv, skill, (x, y + r), r)
        y += 2 * r + r * 0.3
    if card.sentinel and card.kind != "marker":
        icons.sentinel_mark(cv, (x, y + r * 1.05), r * 1.05)
        y += 2.2 * r
    return y


def trigger_corner(cv: Canvas, card: VanguardCard, c: Point, r: float, pill: bool) -> float:
    """The trigger icon on a dark backdrop with its power below; returns the bottom y."""
    if not card.trigger:
        return c[1] - r
    colour = TRIGGER_COLOURS.get(card.trigger, (200, 200, 200))
    cv.circle(c, r * 1.25, fill=rgba(INK, 150))
    cv.circle(c, r * 1.25, outline=rgba(colour, 220), width=max(0.5, r * 0.07))
    icons.trigger_icon(cv, card.trigger, c, r * 0.88)
    bottom = c[1] + r * 1.25
    if pill:
        label = f"+{card.trigger_power}"
        size = max(1, round(r * 0.6))
        w = text_width(label, "title", size) + size * 0.9
        top = bottom + r * 0.18
        box = (c[0] - w / 2, top, c[0] + w / 2, top + size * 1.35)
        cv.rounded(box, size * 0.65, fill=rgba(INK, 215), outline=rgba(colour), width=r * 0.06)
        cv.text((c[0], (box[1] + box[3]) / 2), label, "title", size, rgba(WHITE), anchor="mm")
        bottom = box[3]
    return bottom


def stats_band(cv: Canvas, card: VanguardCard, b: Box, st: Style, compact: bool) -> None:
    """The bottom band: power, critical and shield (or a label for orders and markers)."""
    x0, y0, x1, y1 = b
    h = y1 - y0
    cv.gradient(b, h * 0.22, rgba(st.band_top), rgba(st.band_bottom))
    cv.line([(x0 + h * 0.2, y0 + 0.5), (x1 - h * 0.2, y0 + 0.5)], rgba(st.band_trim), h * 0.04)
    mid = (y0 + y1) / 2 + h * 0.03
    if card.kind in ("order", "marker"):
        label = _kind_label(card)
        size = fit_size(label, "title", (x1 - x0) * 0.86, round(h * 0.42), 1)
        cv.text(((x0 + x1) / 2, mid), label, "title", size, rgba(st.band_trim), anchor="mm")
        return
    pad = h * 0.22
    power = str(card.power)
    shield = str(card.shield) if card.shield else "\u2013"  # an en dash: no shield
    dim = rgba(tint(st.band_top, 0.35))
    light = rgba(WHITE)
    if compact:  # power and shield only, as large as the band allows
        cell = (x1 - x0 - 3 * pad) * 0.5
        ps = fit_size(power, "title", cell * 1.08, round(h * 0.62), 1)
        cv.text((x0 + pad, mid), power, "title", ps, light, anchor="lm")
        ss = fit_size(shield, "title", cell * 0.9, round(h * 0.5), 1)
        cv.text((x1 - pad, mid), shield, "title", ss, light if card.shield else dim, anchor="rm")
        return
    width = x1 - x0
    ps = fit_size(power, "title", width * 0.42, round(h * 0.66), 1)
    cv.text((x0 + pad, mid), power, "title", ps, light, anchor="lm")
    gr = h * 0.2
    crit_x = x0 + width * 0.55
    icons.critical_glyph(cv, (crit_x, mid), gr * 1.1, GOLD)
    cs = round(h * 0.5)
    cv.text((crit_x + gr * 1.35, mid), str(card.critical), "title", cs, light, anchor="lm")
    ss = fit_size(shield, "title", width * 0.22, round(h * 0.5), 1)
    sw = text_width(shield, "title", ss)
    cv.text((x1 - pad, mid), shield, "title", ss, light if card.shield else dim, anchor="rm")
    icons.shield_glyph(cv, (x1 - pad - sw - gr * 1.25, mid), gr, tint(st.base, 0.55))


def corners(cv: Canvas, card: VanguardCard, st: Style, m: float, compact: bool) -> None:
    """Grade and icons at the top left; trigger and gift at the top right (margin `m`)."""
    w = cv.width
    gr = w * (0.15 if compact else 0.1)
    gx, gy = m + gr * 1.1, m + gr * 1.1
    grade_badge(cv, card, (gx, gy), gr, st)
    y = gy + gr * (1.5 if card.kind == "g_unit" else 1.25) if card.grade is not None else m * 1.5
    icon_column(cv, card, gx, y, w * (0.085 if compact else 0.058), skills=not compact)
    tr = w * (0.12 if compact else 0.085)
    tc = (w - m - tr * 1.4, m + tr * 1.4)
    bottom = trigger_corner(cv, card, tc, tr, pill=not compact)
    if card.gift and card.kind != "marker":
        r = w * (0.1 if compact else 0.075)
        y = bottom + r * 1.2 if card.trigger else m + r * 1.3
        icons.gift_icon(cv, card.gift, (w - m - r * 1.3, y), r)


def _kind_label(card: VanguardCard) -> str:
    if card.kind == "order":
        return "ORDER"
    gift = marker_gift(card)
    if gift:
        return f"GIFT MARKER · {gift.upper()}"
    return "MARKER"
