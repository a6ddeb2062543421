import type { ClientMessageCode, DnwStatus, DnwType } from '@bx/contracts';

/** The spec's history type codes in the player's words (section 3). */
export const DNW_TYPE_LABELS: Record<DnwType, ClientMessageCode> = {
  B: 'DNW_TYPE_B',
  D: 'DNW_TYPE_D',
  W: 'DNW_TYPE_W',
  WB: 'DNW_TYPE_WB',
  WS: 'DNW_TYPE_WS',
  TI: 'DNW_TYPE_TI',
  CI: 'DNW_TYPE_CI',
  TO: 'DNW_TYPE_TO',
  CO: 'DNW_TYPE_CO',
  E: 'DNW_TYPE_E',
  C: 'DNW_TYPE_C',
  PB: 'DNW_TYPE_PB',
  PM: 'DNW_TYPE_PM',
};

export const DNW_STATUS_LABELS: Record<DnwStatus, ClientMessageCode> = {
  WAIT: 'DNW_STATUS_WAIT',
  DONE: 'DNW_STATUS_DONE',
  REJECT: 'DNW_STATUS_REJECT',
  CANCEL: 'DNW_STATUS_CANCEL',
};

/** Which colour a status shows in: waiting stands out, done reads as settled, a refusal as a warning. */
export type DnwStatusTone = 'pending' | 'settled' | 'refused' | 'withdrawn';

export const DNW_STATUS_TONES: Record<DnwStatus, DnwStatusTone> = {
  WAIT: 'pending',
  DONE: 'settled',
  REJECT: 'refused',
  CANCEL: 'withdrawn',
};

/** Only a request that still waits can be cancelled by the player. */
export const isCancellable = (status: DnwStatus): boolean => status === 'WAIT';
