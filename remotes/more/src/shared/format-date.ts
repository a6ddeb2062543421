const two = (value: number) => String(value).padStart(2, '0');

/** 2026-11-23, in the player's time zone: list rows have room for the day only. */
export function formatDay(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** 2026-11-23 04:07, in the player's time zone, for a detail page. */
export function formatDateTime(epochMs: number): string {
  const at = new Date(epochMs);
  return `${formatDay(epochMs)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
