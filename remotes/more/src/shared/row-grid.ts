/**
 * The cells of a row in the area's lists (an inquiry, a sub-partner, a player): a text that gives up width first,
 * and a column of state at the end, a second line under both.
 */
export const rowGrid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '4px 10px',
  alignItems: 'center',
  padding: '12px 14px',
} as const;
