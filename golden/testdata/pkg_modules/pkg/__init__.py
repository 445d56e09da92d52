"""A Python package whose modules import each other (a golden package case)."""
