-- Placeholder: replaced by the feature that owns this migration.
SELECT 1;
