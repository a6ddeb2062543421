import { describe, expect, it } from 'vitest';

import { statusOfDomainError } from '../../src/plugins/domain-error-statuses.js';
import { OperatorRefusal, type OperatorRefusalCode } from '../../src/services/operator-refusal.js';
import { SessionRefusal, type SessionRefusalCode } from '../../src/services/session-refusal.js';

// Every place that threw an AppError with its own status before raising a domain error, with that status: the one
// map must answer each the same (the message is the code's, its detail kept, as before).
const OPERATOR_CALLS: [site: string, status: number, code: OperatorRefusalCode][] = [
  ['(operator)/copytrade.ts', 403, 'INSUFFICIENT_PRIVILEGES'],
  ['(operator)/copytrade.ts', 400, 'VALIDATION'],
  ['(operator)/dnw.ts', 404, 'SITE_NOT_FOUND'],
  ['(operator)/operators.ts', 403, 'INSUFFICIENT_PRIVILEGES'],
  ['(operator)/operators.ts', 409, 'USERNAME_DUPLICATE'],
  ['(operator)/operators.ts', 409, 'PHONE_DUPLICATE'],
  ['(operator)/operators.ts', 404, 'USER_NOT_FOUND'],
  ['(operator)/operators.ts', 404, 'SITE_NOT_FOUND'],
  ['(operator)/people.ts', 404, 'USER_NOT_FOUND'],
  ['(operator)/people.ts', 404, 'PARTNER_NOT_FOUND'],
  ['(operator)/people.ts', 404, 'TRADER_NOT_FOUND'],
  ['(operator)/player-directory.ts', 404, 'USER_NOT_FOUND'],
  ['(operator)/remotes.ts', 400, 'REMOTE_ENTRY_INVALID'],
  ['(operator)/remotes.ts', 403, 'INSUFFICIENT_PRIVILEGES'],
  ['(operator)/remotes.ts', 409, 'REMOTE_REQUIRED'],
  ['(operator)/remotes.ts', 404, 'REMOTE_NOT_FOUND'],
  ['(operator)/remotes.ts', 404, 'REMOTE_NOT_FOUND'],
  ['(operator)/remotes.ts', 404, 'REMOTE_NOT_FOUND'],
  ['(operator)/remotes.ts', 409, 'REMOTE_NO_PREVIOUS'],
  ['(operator)/trade-options.ts', 403, 'INSUFFICIENT_PRIVILEGES'],
  ['(operator)/trade-options.ts', 400, 'VALIDATION'],
  ['(operator)/trade-options.ts', 400, 'VALIDATION'],
  ['(operator)/trade-options.ts', 404, 'OPTION_NOT_FOUND'],
  ['(operator)/trade-options.ts', 400, 'VALIDATION'],
  ['(operator)/trade-options.ts', 400, 'VALIDATION'],
  ['(operator)/trade-options.ts', 404, 'OPTION_NOT_FOUND'],
  ['(operator)/trade-options.ts', 404, 'OPTION_NOT_FOUND'],
  ['(operator)/trade-options.ts', 400, 'VALIDATION'],
  ['(operator)/trade-options.ts', 404, 'OPTION_NOT_FOUND'],
  ['(operator)/trade-options.ts', 404, 'OPTION_NOT_FOUND'],
  ['(operator)/wallet.ts', 404, 'NOT_FOUND'],
  ['(operator)/wallet.ts', 404, 'ADDRESS_NOT_FOUND'],
  ['(operator)/wallet.ts', 400, 'WALLET_UNSUPPORTED'],
  ['(operator)/wallet.ts', 409, 'COUPON_EXISTS'],
];
const SESSION_GUARD: [site: string, status: number, code: SessionRefusalCode][] = [
  ['a DENY account', 403, 'ACCOUNT_DENIED'],
  ['a WAIT account', 403, 'WAITING_APPROVAL'],
  ['a blocked device', 403, 'DEVICE_BLOCKED'],
  ['an ended session', 401, 'TOKEN_INVALID'],
];

describe('domain refusals answer the status their throw site answered before', () => {
  it.each(OPERATOR_CALLS)('%s: %i %s', (_, status, code) => {
    expect(statusOfDomainError(new OperatorRefusal(code))).toBe(status);
  });

  it.each(SESSION_GUARD)('the session guard, %s: %i %s', (_, status, code) => {
    expect(statusOfDomainError(new SessionRefusal(code))).toBe(status);
  });
});
