/**
 * Operators' levels (docs/operators.md) and the append-only log of what every operator did. The admins already
 * there run their own site (SITE).
 */
export const operators = `
CREATE TABLE operator (
  user_id integer PRIMARY KEY REFERENCES app_user (id),
  level text NOT NULL CHECK (level IN ('SUPER', 'SITE', 'SUPPORT')),
  parent_id integer REFERENCES operator (user_id),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO operator (user_id, level) SELECT id, 'SITE' FROM app_user WHERE role = 'ADMIN';

CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  admin_id integer NOT NULL REFERENCES app_user (id),
  action text NOT NULL,
  request jsonb,
  before jsonb,
  after jsonb,
  status integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_site_idx ON admin_audit (site_id, id DESC);
-- Append-only: what an operator did is never rewritten or removed.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
`;
