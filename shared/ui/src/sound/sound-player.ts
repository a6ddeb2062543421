import { getLocalSettings } from '@bx/platform';

import { isSoundOn } from './order-sound';
import { SOUND_RECIPES, type SoundName, type Tone } from './sound-recipes';

type GestureTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface SoundPlayerDeps {
  createContext: () => AudioContext | null;
  isEnabled: (name: SoundName) => boolean;
  /** Where the next tap or key press is heard, to resume audio the browser held back. */
  gestureTarget: GestureTarget | null;
}

const GESTURES = ['pointerdown', 'touchend', 'keydown'] as const;
// Capture, so a screen that stops propagation of its taps still unlocks audio.
const CAPTURE = { capture: true } as const;

/** A sound that only gets to play this long after it was asked for is about something already past. */
const STALE_AFTER_MS = 300;

function scheduleTone(context: AudioContext, tone: Tone): void {
  const start = context.currentTime + tone.start;
  const end = start + tone.duration;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = tone.wave;
  oscillator.frequency.setValueAtTime(tone.from, start);
  if (tone.to !== tone.from) oscillator.frequency.exponentialRampToValueAtTime(tone.to, end);
  // A fast attack and an exponential fade keep the tones from clicking.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(tone.peak, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(end);
}

/** Builds a player over the given audio, settings and gesture source; `playSound` is the page's one player. */
export function createSoundPlayer({ createContext, isEnabled, gestureTarget }: SoundPlayerDeps) {
  let context: AudioContext | null = null;
  let waitingForGesture = false;

  // Browsers start audio suspended until the page has been touched; the next gesture lets it play.
  function resumeOnNextGesture(audio: AudioContext): void {
    if (waitingForGesture || !gestureTarget) return;
    waitingForGesture = true;
    const resume = () => {
      GESTURES.forEach((type) => gestureTarget.removeEventListener(type, resume, CAPTURE));
      waitingForGesture = false;
      try {
        audio.resume().catch(() => undefined);
      } catch {
        // A context that cannot resume stays silent; the next sound asks again.
      }
    };
    GESTURES.forEach((type) => gestureTarget.addEventListener(type, resume, CAPTURE));
  }

  return function playSound(name: SoundName): void {
    // A sound is a courtesy: no missing, blocked or broken audio may ever break the order flow calling it.
    try {
      if (!isEnabled(name)) return;
      if (!context || context.state === 'closed') context = createContext();
      const audio = context;
      if (!audio) return;
      if (audio.state === 'running') {
        SOUND_RECIPES[name].forEach((tone) => scheduleTone(audio, tone));
        return;
      }
      const askedAt = Date.now();
      resumeOnNextGesture(audio);
      audio.resume().then(
        () => {
          if (audio.state === 'running' && Date.now() - askedAt <= STALE_AFTER_MS) playSound(name);
        },
        () => undefined,
      );
    } catch {
      // Nothing to do: the order flow goes on in silence.
    }
  };
}

function browserAudioContext(): AudioContext | null {
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
}

/**
 * Plays one of the platform's sounds if the player has it switched on in the local settings. Never throws:
 * without Web Audio (Node, tests, old browsers) it does nothing.
 */
export const playSound = createSoundPlayer({
  createContext: browserAudioContext,
  isEnabled: (name) => isSoundOn(name, getLocalSettings()),
  gestureTarget: typeof window === 'undefined' ? null : window,
});
