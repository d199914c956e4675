"""The pygame application: main loop, scene stack, input funnel, settings, assets."""
