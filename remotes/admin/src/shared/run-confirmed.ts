import { ApiError, problemText, showConfirm, toast } from '@bx/platform';

/** Refusals that end the operator's own session: the host's flow alerts and signs out, so nothing is added. */
const SESSION_ENDING = new Set(['ACCOUNT_DENIED', 'DEVICE_BLOCKED']);

/** A failed console call as a toast: the server's own words (in the site's language), or that it was not reached. */
export function toastProblem(error: unknown): void {
  if (error instanceof ApiError && SESSION_ENDING.has(error.code)) return;
  toast.error(problemText(error));
}

/**
 * An operator's change: asks `question` first (none where the change is harmless), runs it, and tells the outcome
 * in a toast, `done`'s text on success, the server's refusal otherwise. Resolves whether it went through.
 */
export async function runConfirmed<T>(
  question: string | null,
  action: () => Promise<T>,
  done: (result: T) => string,
): Promise<boolean> {
  if (question !== null && !(await showConfirm(question))) return false;
  try {
    toast.success(done(await action()));
    return true;
  } catch (error) {
    toastProblem(error);
    return false;
  }
}
