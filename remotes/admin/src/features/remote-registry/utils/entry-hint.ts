import type { RemoteName } from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

/** The server's own rules (REMOTE_ENTRY_INVALID): the remote's folder on this origin, or an https manifest. */
const SAME_ORIGIN = /^\/remotes\/([a-z]+)\/([\w.-]+\/)*mf-manifest\.json$/;
const OTHER_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?\/([\w.~-]+\/)*mf-manifest\.json$/;

/**
 * Why `entry` cannot be applied to remote `name`, before it is sent: null when it can. A path must be the
 * remote's own folder (/remotes/<name>/…/mf-manifest.json); another origin must be https and end in
 * mf-manifest.json; `..` is never taken. The server checks the same again.
 */
export function entryProblem(name: RemoteName, entry: string, current: string): AdminMessageCode | null {
  const local = SAME_ORIGIN.exec(entry);
  const valid = local ? local[1] === name : OTHER_ORIGIN.test(entry);
  if (!valid || entry.split('/').includes('..')) return 'ADM_ENTRY_HINT';
  if (entry === current) return 'ADM_ENTRY_SAME';
  return null;
}
