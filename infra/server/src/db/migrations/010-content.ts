export const content = `
-- Notices, FAQ, strategy, promotion, popup and static pages; content is HTML, sanitized before it is stored.
CREATE TABLE content_item (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  kind text NOT NULL CHECK (kind IN ('notice', 'faq', 'strategy', 'promotion', 'popup', 'static')),
  title text NOT NULL,
  content text NOT NULL,
  is_force boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_item_list_idx ON content_item (site_id, kind, id DESC);

-- A player's inquiry and the operator's answer.
CREATE TABLE contact_inquiry (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  player_id integer NOT NULL REFERENCES app_user (id),
  question text NOT NULL,
  answer text,
  answered_by integer REFERENCES app_user (id),
  answered_at timestamptz,
  answer_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_inquiry_player_idx ON contact_inquiry (player_id, id DESC);

-- Messages to one player: 'create' (from an operator) or 'answer' (an inquiry was answered).
CREATE TABLE player_message (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info (id),
  player_id integer NOT NULL REFERENCES app_user (id),
  type text NOT NULL CHECK (type IN ('create', 'answer')),
  title text NOT NULL,
  content text NOT NULL,
  contact_id integer REFERENCES contact_inquiry (id),
  is_read boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_message_player_idx ON player_message (player_id, id DESC);
`;
