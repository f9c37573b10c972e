"""The Pravidla web app, command line and printable sheets."""
