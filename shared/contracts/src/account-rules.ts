/** A string rule as JSON Schema states it, so the server's schemas take it as it is. */
export interface StringRule {
  readonly pattern: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/**
 * What sign-up accepts, stated once: the server's schemas enforce it and have the last word, the sign-up
 * form checks it first so a player hears about a mistake before sending.
 */
export const ACCOUNT_RULES = {
  username: { pattern: '^[a-z0-9_-]{4,20}$' },
  password: { pattern: '^[A-Za-z0-9]{6,20}$' },
  bankAccount: { pattern: '^[0-9]+(-[0-9]+)*$', minLength: 6, maxLength: 30 },
  bankHolder: { pattern: '^[A-Za-z가-힣]+( [A-Za-z가-힣]+)*$', maxLength: 30 },
} as const satisfies Record<string, StringRule>;

export function followsRule(rule: StringRule, value: string): boolean {
  return (
    value.length >= (rule.minLength ?? 0) &&
    value.length <= (rule.maxLength ?? Infinity) &&
    new RegExp(rule.pattern, 'u').test(value)
  );
}

/**
 * A nickname as it is kept: Unicode-normalized (full-width letters become plain ones) and trimmed. Two nicknames
 * are one when `foldNick` makes them equal: case does not tell players apart ("Whale" is "whale").
 */
export function cleanNick(nick: string): string {
  return nick.normalize('NFKC').trim();
}

export function foldNick(nick: string): string {
  return cleanNick(nick).toLowerCase();
}
