"""The pygame application: main loop, window, scene stack, input funnel, widgets, audio
(what it keeps on disk is `game.store`, what it draws with is `game.draw`)."""
