/**
 * The newest unread message and answered inquiry each player has been told about, kept in local storage:
 * a reload must not announce them again, while anything newer is announced once. Messages and inquiries
 * are numbered apart, so each keeps its own newest id.
 */
export interface NewestUnread {
  message: number;
  contact: number;
}

const NOTHING: NewestUnread = { message: 0, contact: 0 };

const keyOf = (userId: number) => `bx:announced-messages:${userId}`;

export function readAnnounced(userId: number): NewestUnread {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<NewestUnread> | null;
    return {
      message: Number(stored?.message) || 0,
      contact: Number(stored?.contact) || 0,
    };
  } catch {
    return NOTHING;
  }
}

/** Whether something unread is newer than what this player was last told about. */
export function hasUnannounced(userId: number, newest: NewestUnread): boolean {
  const announced = readAnnounced(userId);
  return newest.message > announced.message || newest.contact > announced.contact;
}

/** Records what the player has now been told about; ids never go back, whatever arrives late. */
export function rememberAnnounced(userId: number, newest: Partial<NewestUnread>): void {
  const announced = readAnnounced(userId);
  const next: NewestUnread = {
    message: Math.max(announced.message, newest.message ?? 0),
    contact: Math.max(announced.contact, newest.contact ?? 0),
  };
  localStorage.setItem(keyOf(userId), JSON.stringify(next));
}
