"""The Qt application.  The only layer allowed to import Qt."""
