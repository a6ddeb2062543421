/**
 * Nicknames are one whatever their case ("Whale" is "whale", docs/accounts.md): a unique index on the folded
 * nick per site, which the registration and the nick change rely on when two requests race past their checks.
 * A site that already holds two nicks differing only in case keeps them (the index is then a plain one, for the
 * lookups); every new nick is checked by the services against the folded ones.
 */
export const nickFolding = `
DO $$
BEGIN
  CREATE UNIQUE INDEX app_user_nick_folded_key ON app_user (site_id, lower(nick)) WHERE nick IS NOT NULL;
EXCEPTION WHEN unique_violation THEN
  CREATE INDEX app_user_nick_folded_idx ON app_user (site_id, lower(nick)) WHERE nick IS NOT NULL;
END $$;
`;
