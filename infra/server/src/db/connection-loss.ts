/** Socket errors of a connection that went away or never came. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), admin_shutdown / crash_shutdown / cannot_connect_now (57P01-3:
 * pg_terminate_backend, a restart, a server still starting).
 */
const SERVER_CODES = /^(08...|57P0[123])$/;

/** node-postgres's messages for a connection that ended under it or could not be had in time. */
const CLIENT_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * Whether an error says the database could not be reached (nothing about the statement itself): such a call may
 * be tried again once it is back.
 */
export function isConnectionLoss(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return CLIENT_MESSAGES.test(error.message);
}
