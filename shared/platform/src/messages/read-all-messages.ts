import { apiRequest } from '../http/http-client';

/** Marks every message of the player read, once they have been shown. */
export function readAllMessages(): Promise<{ updated: number }> {
  return apiRequest<{ updated: number }>('post', 'message/read_all');
}
