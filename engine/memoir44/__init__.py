"""Rules engine for Memoir '44 (Czech manual 004): pure Python, no I/O, explained results.

Modules, geometry first:

- ``hexgrid`` – immutable cube ``Hex``, distance, rings, centre-to-centre traces, edge lines
  (traced with both nudges), ``line_of_sight(a, b, blocks)`` that knows nothing of terrain.
- ``board`` – the 13 × 9 board with half hexes, printed names (``A1`` … ``N9``), sectors and dashed
  lines, retreat directions, ASCII maps (``parse_map`` / ``render_map``).
- ``components`` – the battle die (component fact ``DIE_FACES``), unit types, sides, ``Unit``.
- ``terrain`` – terrain and obstacles as data; ``terrain_table()`` for the printable sheets.
- ``position`` – a board position; ``maps`` builds positions from ASCII maps and hex names.
- ``sight`` – line of sight with elevation, lakes, hex edges (``has_line_of_sight``, ``line_of_sight``).
- ``battle`` – dice by range, reductions and penalties, close assault, ``check_battle``, ``legal_targets``.
- ``movement`` – ``legal_destinations``, ``destinations`` (with refusals), ``check_path``.
- ``resolution`` – hits, flags, retreats (``resolve``), ``take_ground``, ``overrun``.
- ``orders``, ``medals`` – section orders, medals and objectives, the air power table.
- ``odds`` – exact distributions (``hits_and_flags``, ``losses_distribution``, ``battle_odds``,
  ``sheet_table``).
- ``facade`` – ``evaluate(facts) -> EngineAnswer`` and ``FACTS`` for the assistant.
- ``citations`` – every corpus rule id the engine cites (``cite(key)``).
"""
