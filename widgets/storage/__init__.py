"""What a visitor keeps: save files, player names, and the browser key that names a visitor's
own save folder (``visitor.js`` keeps it in the browser)."""
