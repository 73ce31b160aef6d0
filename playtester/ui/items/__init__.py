"""One QGraphicsItem subclass per kind of thing on the table."""
