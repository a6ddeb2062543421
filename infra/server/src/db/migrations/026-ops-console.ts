/**
 * The ops console (docs/operators.md). The remote registry as operators edit it: the console's own remote joins
 * the list, and each remote keeps the entry it had before its last change, which a rollback returns to. A
 * rejected deposit or withdrawal keeps the reason the operator gave.
 */
export const opsConsole = `
ALTER TABLE site_remote DROP CONSTRAINT site_remote_name_check;
ALTER TABLE site_remote ADD CONSTRAINT site_remote_name_check
  CHECK (name IN ('trade', 'futures', 'oversea', 'wallet', 'search', 'more', 'admin'));
ALTER TABLE site_remote ADD COLUMN previous_entry text;
ALTER TABLE site_remote ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
INSERT INTO site_remote (site_id, name, entry)
  SELECT id, 'admin', '/remotes/admin/mf-manifest.json' FROM site_info
  ON CONFLICT DO NOTHING;
ALTER TABLE dnw_history ADD COLUMN reason text;
`;
