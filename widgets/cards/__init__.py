"""Card faces as SVG, drawn by us: every colour also carries a shape or a letter."""
