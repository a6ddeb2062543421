export const security = `
-- A sign-up consumes the phone certification it presented, so one verified code makes one account.
ALTER TABLE certification ADD COLUMN consumed_at timestamptz;
`;
