/**
 * A settlement updates its bets in place again (HOT, migration 017). Migration 022's index of the bets not yet
 * shared with partners named `status` in its predicate, and PostgreSQL updates a row in place only when no column an
 * index names (its predicate's included) changes: every settled bet got new entries in all six indexes (0 of ~90,000
 * settling updates HOT, about four times slower). The index now names only `partner_shared`, which a settlement
 * never sets: it holds the bets the sharing run has not marked yet, the running ones too (the run reads the settled
 * ones from it and marks refunds shared as well, though they add nothing, so none stays in it).
 */
export const betSharingHot = `
DROP INDEX binary_bet_unshared_idx;
UPDATE binary_bet SET partner_shared = true WHERE status IN (2, 3) AND NOT partner_shared;
CREATE INDEX binary_bet_unshared_idx ON binary_bet (id) WHERE NOT partner_shared;
`;
