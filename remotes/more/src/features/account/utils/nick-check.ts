import { type MoreTextCode } from '../../../shared/more-text';

/** The server's bounds on a nickname (ChangeNickBodySchema), counted as it counts them, trimmed. */
export const NICK_LENGTH = { min: 2, max: 20 } as const;

export function nickProblem(nick: string, current: string): MoreTextCode | null {
  const trimmed = nick.trim();
  if (trimmed.length < NICK_LENGTH.min || trimmed.length > NICK_LENGTH.max) return 'NICK_RULE';
  if (trimmed === current) return 'NICK_UNCHANGED';
  return null;
}
