"""The renderer's version: bump it when faces change, so cached faces are drawn again."""

RENDERER_VERSION = 4
