import type { ClientMessageCode } from '@bx/contracts';

/** The server's bounds on a nickname (ChangeNickBodySchema), counted as it counts them, trimmed. */
export const NICK_LENGTH = { min: 2, max: 20 } as const;

export function nickProblem(nick: string, current: string): ClientMessageCode | null {
  const trimmed = nick.trim();
  if (trimmed.length < NICK_LENGTH.min || trimmed.length > NICK_LENGTH.max) return 'NICK_RULE';
  if (trimmed === current) return 'NICK_UNCHANGED';
  return null;
}
