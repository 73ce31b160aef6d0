"""The lesson as a PDF, set by Qt (QTextDocument printed on a QPdfWriter).

It lives in `ui/`, the one package that imports Qt; PySide6 is imported inside `write_pdf`,
so `playtester replay lesson` without `--pdf` never loads Qt. The HTML here is the small
subset QTextDocument understands (tables, simple CSS), with the pictures handed to the
document as resources rather than data URIs.
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from playtester import files
from playtester.record.lesson import Lesson, Row

MARK_COLOURS = {
    "!": "#2f9e5b",
    "!!": "#1f7fbf",
    "?": "#d9822b",
    "??": "#c8423b",
    "!?": "#7a5bb5",
    "?!": "#d9822b",
}
SWATCH = {"green": "#40c868", "red": "#ec4c4c", "blue": "#4696fa", "yellow": "#e0b020"}
IMAGE_WIDTH = 640  # document pixels, unless the page says (write_pdf: the text's width)
DOCUMENT_DPI = 96  # document pixels an inch, as the PDF's pages are laid out


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _mark(mark: str | None) -> str:
    if not mark:
        return ""
    colour = MARK_COLOURS.get(mark, "#7a5bb5")
    return f' <span style="color:{colour}; font-weight:bold">{_e(mark)}</span>'


def _row(row: Row) -> str:
    if row.kind == "turn":
        return f'<p style="margin-top:6px; font-weight:bold; color:#2c3d66">{_e(row.text)}</p>'
    if row.kind == "chapter":
        return f'<p style="margin-top:8px; font-weight:bold; color:#b8862b">§ {_e(row.text)}</p>'
    if row.kind == "varhead":
        return f'<p style="margin-left:24px; font-style:italic; color:#5b3fa3">{_e(row.text)}</p>'
    indent, colour = (36, "#4b3a7a") if row.kind == "variation" else (12, "#1d2433")
    return (
        f'<p style="margin:0 0 0 {indent}px; font-size:9pt; color:{colour}">'
        f'<span style="color:#9aa1ae">{row.ply}.</span> {_e(row.actor)} {_e(row.text)}'
        f"{_mark(row.mark)}{_notation(row.notation)}</p>"
    )


def _notation(text: str) -> str:
    """An action's notation after its words (only in a lesson asked for it)."""
    if not text:
        return ""
    return f' <span style="font-family:monospace; font-size:8pt; color:#7b8394">{_e(text)}</span>'


def qt_html(lesson: Lesson, image_width: int = IMAGE_WIDTH) -> tuple[str, dict[str, bytes]]:
    """The lesson in QTextDocument's HTML (the boards `image_width` document pixels wide), and
    the pictures by resource name."""
    images: dict[str, bytes] = {}
    parts = [
        f'<h1 style="color:#1b2540">{_e(lesson.title)}</h1>',
        f'<p style="color:#5b6475">{_e(lesson.subtitle)}<br>{_e(lesson.perspective)}</p>',
    ]
    if lesson.intro:
        parts.append(f"<p>{_e(lesson.intro)}</p>")
    for section in lesson.sections:
        title = section.title or "The game"
        parts.append(f'<h2 style="color:#1b2540; margin-top:18px">{_e(title)}</h2>')
        for fig in section.figures:
            name = f"figure-{fig.node}.jpg"
            images[name] = fig.image
            height = round(image_width * fig.size[1] / fig.size[0])
            if fig.variation:
                parts.append(f'<p style="color:#5b3fa3; font-weight:bold">{_e(fig.variation)}</p>')
            parts.append(f'<p><img src="{name}" width="{image_width}" height="{height}"></p>')
            step = f" · step {fig.ply}" if fig.ply else ""
            parts.append(
                f'<p style="color:#5b6475; font-size:8pt">{_e(fig.turn.upper())}{step}</p>'
            )
            if fig.action:
                parts.append(
                    f'<p style="font-weight:bold">'
                    f"{_e(fig.actor)} {_e(fig.action)}{_mark(fig.mark)}"
                    + (
                        f' <span style="color:#5b6475">({_e(fig.mark_name)})</span>'
                        if fig.mark
                        else ""
                    )
                    + (f"<br>{_notation(fig.notation)}" if fig.notation else "")
                    + "</p>"
                )
            if fig.comment:
                parts.append(f"<p>{_e(fig.comment)}</p>")
            for colour, what in fig.drawings:
                swatch = SWATCH.get(colour, "#888888")
                parts.append(
                    f'<p style="font-size:9pt"><span style="color:{swatch}">■</span>'
                    f" {_e(colour)} {_e(what)}</p>"
                )
    parts.append('<h2 style="color:#1b2540; margin-top:18px">All actions</h2>')
    parts.extend(_row(row) for row in lesson.rows)
    parts.append(f"<p><b>{_e(lesson.result)}</b></p>")
    return "<html><body>" + "\n".join(parts) + "</body></html>", images


def write_pdf(lesson: Lesson, path: Path | str) -> None:
    """Write the lesson as an A4 PDF through Qt; OSError when the file could not be written.
    The PDF is made in memory, then written through a temporary file: a failure midway leaves
    an earlier file at `path` as it was.

    Qt is imported here, inside the function, and only here (see the module's docstring): a
    QGuiApplication is created if none runs, on the offscreen platform when there is no display.
    """
    with files.replacing(path) as temporary:  # made first: a folder that cannot take it is
        temporary.write_bytes(_pdf(lesson))  # said before Qt is loaded


def _pdf(lesson: Lesson) -> bytes:
    """The lesson's PDF, as bytes."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF, QUrl
    from PySide6.QtGui import (
        QFont,
        QGuiApplication,
        QImage,
        QPageLayout,
        QPageSize,
        QPdfWriter,
        QTextDocument,
    )

    app: Any = QGuiApplication.instance() or QGuiApplication([])
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(lesson.title)
    writer.setCreator("playtester")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    document = QTextDocument()
    # the pages laid out in document pixels within the margins (Qt's own layout of an unsized
    # document adds 2 cm more a side, and a board as wide as the margins allow was cut off)
    page = writer.pageLayout().paintRectPoints()
    document.setPageSize(QSizeF(page.width(), page.height()) * (DOCUMENT_DPI / 72))
    text, images = qt_html(lesson, int(document.pageSize().width() - 2 * document.documentMargin()))
    font = QFont("DejaVu Sans")
    font.setPointSizeF(10)
    document.setDefaultFont(font)
    for name, data in images.items():
        image = QImage.fromData(QByteArray(data))
        document.addResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name), image)
    document.setHtml(text)
    document.print_(writer)
    del writer  # finishes the PDF
    del app
    data = bytes(buffer.data().data())
    if not data:
        raise OSError("Qt made no PDF of the lesson")
    return data
