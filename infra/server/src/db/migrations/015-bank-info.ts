/**
 * The payout account a player gives at sign-up, as a checked object ({bank, account, holder}); until now it was
 * free text. What earlier rows hold that is not such an object becomes NULL (no account on file). The cast is
 * tried in a function because PostgreSQL 15 (and PGlite) have no pg_input_is_valid.
 */
export const bankInfo = `
CREATE FUNCTION bx_try_jsonb(value text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN value::jsonb;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
ALTER TABLE app_user ALTER COLUMN bank_info DROP DEFAULT;
ALTER TABLE app_user ALTER COLUMN bank_info DROP NOT NULL;
ALTER TABLE app_user ALTER COLUMN bank_info TYPE jsonb USING (
  CASE WHEN jsonb_typeof(bx_try_jsonb(bank_info)) = 'object' THEN bx_try_jsonb(bank_info) END
);
DROP FUNCTION bx_try_jsonb(text);
`;
