"""Rules engine for Memoir '44 (Czech manual 004): pure Python, no I/O, explained results.

``engine.ENGINE.evaluate(Query)`` answers a typed query (:mod:`engine.memoir44.facts`).
Modules, geometry first:

- ``hexgrid`` – immutable cube ``Hex``, distance, rings, exact centre-to-centre line crossing
  (``sight_traces``), ``line_of_sight(a, b, blocks)`` that knows nothing of terrain.
- ``board`` – the 13 × 9 board with half hexes, printed names (``A1`` … ``N9``), sectors and dashed
  lines, retreat directions, ASCII maps (``parse_map`` / ``render_map``).
- ``facts`` – the canonical values (unit types, sides, terrain, die faces …), ``Memoir44Facts`` and
  every ``Proposition`` the engine decides.
- ``components`` – the battle die (component fact ``DIE_FACES``), unit profiles, ``Unit``.
- ``terrain`` – terrain and obstacles as data.
- ``position`` – a board position; ``maps`` builds positions from ASCII maps and hex names.
- ``sight`` – line of sight with elevation, lakes, hex edges (``has_line_of_sight``, ``line_of_sight``).
- ``battle`` – dice by range, reductions and penalties, close assault, ``check_battle``, ``legal_targets``.
- ``movement`` – ``legal_destinations``, ``destinations`` (with refusals), ``check_path``.
- ``resolution`` – hits, flags, retreats (``resolve``), ``take_ground``, ``overrun``.
- ``orders``, ``medals`` – section orders, medals and objectives, the air power table.
- ``odds`` – exact distributions (``hits_and_flags``, ``losses_distribution``, ``battle_odds``,
  ``sheet_table``).
- ``notes`` – reasoning steps as data (a code, values, rule ids); ``presentation`` words them in Czech
  (names, the sentences of ``texts.toml``, the printable terrain table). No other module formats text.
- ``aliases.toml`` – the words naming every canonical value; read by the parser (``understanding/memoir44``),
  never by the engine.
- ``topics`` – which computation answers a query; ``scene`` – ``position_from_query``: the facts laid out
  on the board; ``*_answers`` – the computations; ``reply`` – an answer under construction;
  ``unstated`` – a yes/no decided for every value of a fact the question left out; ``engine`` – ``ENGINE``.
- ``citations`` – every corpus rule id the engine cites (``cite(key)``).
"""
