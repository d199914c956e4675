"""What the game keeps on disk, without pygame: the file store (`files`), the autosaved
match and history (`saves`), the settings (`settings`), the one-copy-per-user lock
(`instance`), the log file (`logs`) and the notices a failed write leaves for the screen
(`notices`)."""
