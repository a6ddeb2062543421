/**
 * Live chat: one conversation per player with the operators of their site. `read_at` is set when the other side
 * reads the line (the player reads OPERATOR lines, an operator PLAYER lines). Lines stay when the player is
 * offline; the player's next history call delivers them.
 */
export const liveChat = `
CREATE TABLE chat_message (
  id          bigserial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES site_info(id),
  player_id   integer NOT NULL REFERENCES app_user(id),
  sender      text NOT NULL CHECK (sender IN ('PLAYER', 'OPERATOR')),
  operator_id integer REFERENCES app_user(id),
  content     text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
  read_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'OPERATOR') = (operator_id IS NOT NULL))
);
CREATE INDEX chat_message_player ON chat_message (player_id, id);
CREATE INDEX chat_message_site ON chat_message (site_id, id);
`;

/**
 * The economic calendar (issue 14, item 4): releases as the data source gives them, upserted by (source,
 * external_id) on every refresh, so a later provider's corrections (an actual arriving) replace the row.
 */
export const economicCalendar = `
CREATE TABLE economic_event (
  id           bigserial PRIMARY KEY,
  source       text NOT NULL,
  external_id  text NOT NULL,
  country      text NOT NULL,
  title_ko     text NOT NULL,
  title_en     text NOT NULL,
  importance   smallint NOT NULL CHECK (importance BETWEEN 1 AND 3),
  scheduled_at timestamptz NOT NULL,
  actual       text,
  forecast     text,
  previous     text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, external_id)
);
CREATE INDEX economic_event_time ON economic_event (scheduled_at);
`;
