export const users = `
CREATE TABLE app_user (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  username text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  nick text,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'NORMAL' CHECK (status IN ('NORMAL', 'WAIT', 'DENY')),
  role text NOT NULL DEFAULT 'PLAYER' CHECK (role IN ('PLAYER', 'TRADER', 'PARTNER', 'ADMIN')),
  etc_json jsonb NOT NULL DEFAULT '{}',
  referrer_partner_id integer,
  bank_info text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_username_key ON app_user (site_id, username);
CREATE UNIQUE INDEX app_user_nick_key ON app_user (site_id, nick) WHERE nick IS NOT NULL;
-- "010-1234-5678" and "01012345678" are the same phone.
CREATE UNIQUE INDEX app_user_phone_key ON app_user (site_id, (regexp_replace(phone, '[^0-9]', '', 'g')));

CREATE TABLE partner (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  user_id integer NOT NULL UNIQUE REFERENCES app_user (id),
  code text NOT NULL,
  name text NOT NULL,
  UNIQUE (site_id, code)
);
ALTER TABLE app_user ADD FOREIGN KEY (referrer_partner_id) REFERENCES partner (id);

-- Opaque refresh tokens, stored hashed. Each login starts a family; every use rotates the token within it.
CREATE TABLE refresh_token (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id),
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);
CREATE INDEX refresh_token_user_idx ON refresh_token (user_id);
`;
