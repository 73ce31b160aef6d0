"""The phase bar: where the game is, what the player may do, and the Next button."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from playtester.ui.controller import TableController
from playtester.ui.prompts import PHASE_NAMES, STEP_NAMES, prompt

CHIP = "QLabel {{ padding: 3px 9px; border-radius: 10px; {} }}"
CURRENT = "background: palette(highlight); color: palette(highlighted-text); font-weight: bold;"
OTHER = "color: palette(mid);"


class PhaseBar(QWidget):
    next_clicked = Signal()
    keep_clicked = Signal()
    mulligan_clicked = Signal()
    heal_clicked = Signal()
    stride_clicked = Signal()
    gassist_clicked = Signal()

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        self.headline = QLabel()
        self.headline.setStyleSheet("font-weight: bold; font-size: 14px;")
        row.addWidget(self.headline)
        row.addSpacing(12)
        self.chips: dict[str, QLabel] = {}
        for name in (*PHASE_NAMES, *STEP_NAMES):
            chip = QLabel(name)
            chip.setObjectName(f"chip-{name}")
            self.chips[name] = chip
            row.addWidget(chip)
            if name == PHASE_NAMES[-1]:
                row.addSpacing(8)
        row.addSpacing(12)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(220)
        row.addWidget(self.text, 1)
        self.heal = self._button("Heal", self.heal_clicked)
        self.stride = self._button("Stride\u2026", self.stride_clicked)
        self.gassist = self._button("G-Assist\u2026", self.gassist_clicked)
        self.keep = self._button("Keep Hand", self.keep_clicked)
        self.mulligan = self._button("Mulligan", self.mulligan_clicked)
        self.next = self._button("Next", self.next_clicked)
        self.next.setDefault(True)
        self.next.setToolTip("End the current phase or step (Space)")
        for button in (self.heal, self.stride, self.gassist, self.keep, self.mulligan, self.next):
            row.addWidget(button)
        controller.changed.connect(self.refresh)
        self.selected = 0
        self.refresh()

    def _button(self, text: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(text.lower().replace(" ", "-"))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False: signal.emit())
        return button

    def set_selected(self, count: int) -> None:
        self.selected = count
        self.refresh()

    def refresh(self) -> None:
        p = prompt(self.controller)
        self.headline.setText(p.headline)
        for name, chip in self.chips.items():
            current = name in (p.phase, p.step)
            chip.setStyleSheet(CHIP.format(CURRENT if current else OTHER))
            chip.setVisible(name in PHASE_NAMES or p.phase == "Battle")
        self.text.setText(p.text)
        self.next.setText(p.next_label or "Next")
        self.next.setVisible(bool(p.next_label))
        self.heal.setVisible(p.heal)
        self.stride.setVisible(p.stride)
        self.gassist.setVisible(p.gassist)
        self.keep.setVisible(p.mulligan)
        self.mulligan.setVisible(p.mulligan)
        self.mulligan.setEnabled(self.selected > 0)
        self.mulligan.setText(f"Mulligan {self.selected}" if self.selected else "Mulligan")
