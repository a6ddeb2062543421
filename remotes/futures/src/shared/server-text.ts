import { errorMessage, type ErrorCode } from '@bx/contracts';
import { siteLang } from '@bx/platform';

/** What the server says for `code`, in the site's language: a check the client makes first says it the same way. */
export const serverText = (code: ErrorCode): string => errorMessage(code, siteLang());
