import { SITE_FLAG_ORDER, type SiteFlag } from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

/** Each flag of the site's `type` in the operator's words. */
export const FLAG_LABELS: Record<SiteFlag, AdminMessageCode> = {
  overseas: 'ADM_FLAG_OVERSEAS',
  unused: 'ADM_FLAG_UNUSED',
  p2p: 'ADM_FLAG_P2P',
  futures: 'ADM_FLAG_FUTURES',
  powerBall: 'ADM_FLAG_POWERBALL',
  binary: 'ADM_FLAG_BINARY',
};

/** The flags an operator switches; the unused position is kept as it is and never shown. */
export const SWITCHABLE_FLAGS: readonly SiteFlag[] = SITE_FLAG_ORDER.filter((flag) => flag !== 'unused');

/**
 * `type` with one flag set on or off, the others as they were: always six '0'/'1' characters in SITE_FLAG_ORDER
 * (a short or odd stored value reads as '0' where it has no '1'), so the server never sees a malformed field.
 */
export function withFlag(type: string, flag: SiteFlag, on: boolean): string {
  return SITE_FLAG_ORDER.map((each, index) =>
    each === flag ? (on ? '1' : '0') : type.charAt(index) === '1' ? '1' : '0',
  ).join('');
}
