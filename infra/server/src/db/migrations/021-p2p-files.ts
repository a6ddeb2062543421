/**
 * Uploaded files (receipts and ID images, POST /api/file), the players registered with each payment provider, and
 * what a P2P or provider request asked for beside its dnw_history row (docs/dnw.md, "P2P and payment providers").
 * The bytes live under the server's data directory, never in the database or a web root.
 */
export const p2pFiles = `
CREATE TABLE file (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  owner_id integer NOT NULL REFERENCES app_user (id),
  purpose text NOT NULL CHECK (purpose IN ('RECEIPT', 'ID')),
  -- Told by the file's first bytes, not by what the client claimed.
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256 text NOT NULL,
  -- Relative to the data directory: files/{site}/{random name}.
  path text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_owner_idx ON file (owner_id, created_at DESC);

-- A player registered with a provider (POST /api/paykiwoom/signup {value}); one registration per provider.
CREATE TABLE payment_member (
  user_id integer NOT NULL REFERENCES app_user (id),
  provider text NOT NULL,
  site_id integer NOT NULL REFERENCES site_info (id),
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);

-- A WB (buy) or WS (sell) row's provider and request: a P2P buy's payer name and phone, the won paid for a buy.
CREATE TABLE dnw_p2p (
  dnw_history_id integer PRIMARY KEY REFERENCES dnw_history (id),
  provider text NOT NULL,
  -- P2P: POST /api/dnw/p2p (an operator decides); COIN: a provider's coin call (the provider confirms).
  channel text NOT NULL CHECK (channel IN ('P2P', 'COIN')),
  name text,
  phone text,
  won numeric(38, 0) CHECK (won > 0),
  file_id uuid REFERENCES file (id),
  detail jsonb NOT NULL DEFAULT '{}'
);
`;
