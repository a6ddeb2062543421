/** The sounds a player can switch off one by one (spec section 3). */
export type SoundFlag = 'SUCCESS' | 'CANCEL' | 'FILLED';

/** The colour themes a player can choose; the spec's default is dark. */
export type ThemeName = 'dark' | 'light';

/** What a player sets on this device only; nothing here goes to the server. */
export interface LocalSettings {
  /** Quick-order count buttons. */
  orderCnt: number[];
  sound: Record<SoundFlag, boolean>;
  /** Default take-profit and stop-loss, in percent. */
  tpsl: { takeProfit: number; stopLoss: number };
  /** Alarm when a binary round's betting closes. */
  betEndAlarm: boolean;
  theme: ThemeName;
}

/** Spec section 9 defaults. */
export const DEFAULT_LOCAL_SETTINGS: LocalSettings = {
  orderCnt: [1, 3, 5, 10],
  sound: { SUCCESS: true, CANCEL: true, FILLED: true },
  tpsl: { takeProfit: 10, stopLoss: 10 },
  betEndAlarm: true,
  theme: 'dark',
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

const pick = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T =>
  valid(value) ? value : fallback;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';
const isPercent = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads stored settings field by field over the defaults, so a value written by an older build, or edited
 * by hand, costs only that field and never the whole set.
 */
export function parseLocalSettings(raw: string | null): LocalSettings {
  let stored: unknown = null;
  try {
    stored = raw == null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!isObject(stored)) return DEFAULT_LOCAL_SETTINGS;
  const defaults = DEFAULT_LOCAL_SETTINGS;
  const sound = isObject(stored.sound) ? stored.sound : {};
  const tpsl = isObject(stored.tpsl) ? stored.tpsl : {};
  const orderCnt =
    Array.isArray(stored.orderCnt) && stored.orderCnt.length > 0 && stored.orderCnt.every(isCount)
      ? stored.orderCnt
      : defaults.orderCnt;
  return {
    orderCnt,
    sound: {
      SUCCESS: pick(sound.SUCCESS, isBoolean, defaults.sound.SUCCESS),
      CANCEL: pick(sound.CANCEL, isBoolean, defaults.sound.CANCEL),
      FILLED: pick(sound.FILLED, isBoolean, defaults.sound.FILLED),
    },
    tpsl: {
      takeProfit: pick(tpsl.takeProfit, isPercent, defaults.tpsl.takeProfit),
      stopLoss: pick(tpsl.stopLoss, isPercent, defaults.tpsl.stopLoss),
    },
    betEndAlarm: pick(stored.betEndAlarm, isBoolean, defaults.betEndAlarm),
    theme: pick(stored.theme, isThemeName, defaults.theme),
  };
}
