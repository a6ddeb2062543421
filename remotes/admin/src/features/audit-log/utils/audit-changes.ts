/** One field an action changed: what it was and what it became, each as compact text. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_TEXT = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one short line: strings as they are, the rest as JSON, cut at 120 characters. */
export function compactValue(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** What a call answered: the log keeps the whole envelope ({status, data}), whose data is the thing changed. */
export function answered(answer: unknown): unknown {
  return isRecord(answer) && 'data' in answer && 'status' in answer ? answer.data : answer;
}

/**
 * The fields whose value differs between what was before and what the call answered, in the answer's order:
 * where an action knows its before (a site's settings, a remote), this is what it changed. Nothing when either
 * side is not an object (a refusal, a call that keeps no before).
 */
export function auditChanges(before: unknown, answer: unknown): AuditChange[] {
  const after = answered(answer);
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: compactValue(before[field]), after: compactValue(after[field]) }));
}
