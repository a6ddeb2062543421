export type SoundName = 'success' | 'cancel' | 'filled' | 'long' | 'short';

/** One oscillator: its wave, a pitch glide from `from` to `to` Hz, and when it sounds, in seconds. */
export interface Tone {
  wave: OscillatorType;
  from: number;
  to: number;
  start: number;
  duration: number;
  /** Peak loudness, 0..1; kept low, as these play over a trading screen. */
  peak: number;
}

/**
 * The five sounds, synthesised rather than loaded so they cost no download or request. Each is under half a
 * second and distinct by contour: success rises, cancel falls, filled chimes, long sweeps up, short sweeps down.
 */
export const SOUND_RECIPES: Record<SoundName, readonly Tone[]> = {
  success: [
    { wave: 'triangle', from: 660, to: 660, start: 0, duration: 0.09, peak: 0.25 },
    { wave: 'triangle', from: 880, to: 880, start: 0.1, duration: 0.14, peak: 0.25 },
  ],
  cancel: [
    { wave: 'triangle', from: 660, to: 660, start: 0, duration: 0.09, peak: 0.25 },
    { wave: 'triangle', from: 440, to: 440, start: 0.1, duration: 0.14, peak: 0.25 },
  ],
  filled: [
    { wave: 'sine', from: 1320, to: 1320, start: 0, duration: 0.4, peak: 0.22 },
    { wave: 'sine', from: 1980, to: 1980, start: 0, duration: 0.3, peak: 0.12 },
    { wave: 'sine', from: 2640, to: 2640, start: 0.06, duration: 0.24, peak: 0.06 },
  ],
  long: [{ wave: 'sawtooth', from: 320, to: 960, start: 0, duration: 0.18, peak: 0.12 }],
  short: [{ wave: 'sawtooth', from: 960, to: 320, start: 0, duration: 0.18, peak: 0.12 }],
};
