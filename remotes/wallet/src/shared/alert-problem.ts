import { ApiError, problemText, showAlert } from '@bx/platform';

/** Refusals that end the session: the host's own flow alerts and signs the player out, so nothing is added. */
const SESSION_ENDING = new Set(['ACCOUNT_DENIED', 'DEVICE_BLOCKED']);

/**
 * A refused or failed request, told in an alert titled 알림 (spec section 5: server errors), in the server's
 * words in the site's language, or that the server could not be reached.
 */
export function alertProblem(error: unknown): void {
  if (error instanceof ApiError && SESSION_ENDING.has(error.code)) return;
  void showAlert(problemText(error));
}
