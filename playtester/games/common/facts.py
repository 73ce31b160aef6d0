"""A card's facts and text as the table's side panel shows them, in every game's layout."""

from __future__ import annotations

from playtester.engine.cards import Card

DOT = " \u00b7 "


def escape(text: str) -> str:
    """`text` as rich text shows it, as `html.escape` makes it: the `html` module reads its
    table of named characters on import, which the table's start does not need."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;")


def facts_html(card: Card, kin: str, paragraphs: list[str], icons: list[str]) -> str:
    """Rich text: the name, its kin in gray (clan, class...), the paragraphs of facts (already
    rich text), the icons in italics, the card's text and its number."""
    lines = [f"<h3 style='margin:0'>{escape(card.name)}</h3>"]
    if kin:
        lines.append(f"<div style='color:gray'>{escape(kin)}</div>")
    lines += [f"<p>{p}</p>" for p in paragraphs]
    if icons:
        lines.append(f"<p><i>{escape(', '.join(icons))}</i></p>")
    if card.text:
        lines.append("<p>" + escape(card.text).replace("\n", "<br>") + "</p>")
    if card.number:
        lines.append(f"<p style='color:gray'>{escape(card.number)}</p>")
    return "".join(lines)
