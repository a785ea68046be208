"""rules_py: the rules of the card games of the encyclopedia, pure Python, no dependencies.

The same package runs in CPython (tests, the site's build) and in the browser through Pyodide.
The browser talks to it only through `rules_py.api.handle` (a JSON request in, a JSON response out).
"""

from rules_py.cards import JOKER, Card, Rank, Suit, parse_cards
from rules_py.dealing import Deal, deal
from rules_py.errors import BadCard, BadRequest, IllegalMove, RulesError
from rules_py.registry import FAMILIES, GAMES, GameInfo

__version__ = "0.1.0"

__all__ = [
    "JOKER", "Card", "Rank", "Suit", "parse_cards", "Deal", "deal", "BadCard", "BadRequest",
    "IllegalMove", "RulesError", "FAMILIES", "GAMES", "GameInfo", "__version__",
]
