"""The exceptions the rules engine raises. Each carries a readable message."""


class RulesError(ValueError):
    """Base class for everything the rules engine refuses."""


class IllegalActionError(RulesError):
    """An action that is not legal now: wrong seat, a pass with no counters, after the end."""


class ConfigError(RulesError):
    """A game configuration outside the rules (e.g. 8 players)."""


class SaveError(RulesError):
    """A saved game or record that is corrupt, inconsistent or from an unknown version."""
