export const certification = `
-- Six-digit codes, stored hashed; one row per code sent. purpose 'verify' proves a phone or email,
-- 'reset_pw' lets user_id set a new password.
CREATE TABLE certification (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  target text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset_pw')),
  user_id integer REFERENCES app_user (id),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX certification_target_idx ON certification (site_id, target, purpose, id DESC);

-- What would have been sent by email or SMS, until a real provider is configured.
CREATE TABLE delivery_outbox (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  to_address text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX delivery_outbox_to_idx ON delivery_outbox (site_id, to_address, id DESC);
`;
