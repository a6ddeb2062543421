import { ApiError } from '../http/api-error';
import { clientText } from '../site/client-text';

/**
 * What a failed call means to the player, in the site's language: the server's own message when it refused,
 * otherwise that it could not be reached (never a browser's "Failed to fetch").
 */
export function problemText(error: unknown): string {
  return error instanceof ApiError ? error.message : clientText('SERVER_UNREACHABLE');
}
