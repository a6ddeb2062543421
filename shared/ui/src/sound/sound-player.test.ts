import { describe, expect, it, vi } from 'vitest';

import { createSoundPlayer, playSound } from './sound-player';
import { SOUND_RECIPES } from './sound-recipes';

function fakeParam() {
  return { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
}

/** Just enough of an AudioContext to see which tones were scheduled. */
function fakeAudioContext(state: AudioContextState = 'running') {
  const oscillators: { type: string; frequency: ReturnType<typeof fakeParam> }[] = [];
  const context = {
    state,
    currentTime: 0,
    destination: {},
    resume: vi.fn(async () => {
      context.state = 'running';
    }),
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: fakeParam(),
        connect: (node: unknown) => node,
        start: vi.fn(),
        stop: vi.fn(),
      };
      oscillators.push(oscillator);
      return oscillator;
    },
    createGain: () => ({ gain: fakeParam(), connect: (node: unknown) => node }),
  };
  return { context, oscillators, asAudio: () => context as unknown as AudioContext };
}

describe('playSound', () => {
  it('does nothing, and never throws, where there is no Web Audio', () => {
    expect(() => playSound('filled')).not.toThrow();
  });
});

describe('createSoundPlayer', () => {
  it('plays one oscillator per tone of the sound asked for', () => {
    const { asAudio, oscillators } = fakeAudioContext();
    const play = createSoundPlayer({ createContext: asAudio, isEnabled: () => true, gestureTarget: null });
    play('filled');
    expect(oscillators).toHaveLength(SOUND_RECIPES.filled.length);
    expect(oscillators[0]?.frequency.setValueAtTime).toHaveBeenCalledWith(1320, 0);
  });

  it('keeps every sound short and no two alike', () => {
    const recipes = Object.values(SOUND_RECIPES);
    recipes.forEach((tones) => tones.forEach((tone) => expect(tone.start + tone.duration).toBeLessThan(0.5)));
    expect(new Set(recipes.map((tones) => JSON.stringify(tones))).size).toBe(recipes.length);
  });

  it('stays silent for a sound switched off, without even opening audio', () => {
    const createContext = vi.fn(() => fakeAudioContext().asAudio());
    const play = createSoundPlayer({ createContext, isEnabled: () => false, gestureTarget: null });
    play('success');
    expect(createContext).not.toHaveBeenCalled();
  });

  it('swallows every failure of the audio it is given', () => {
    const play = createSoundPlayer({
      createContext: () => {
        throw new Error('NotAllowedError');
      },
      isEnabled: () => true,
      gestureTarget: null,
    });
    expect(() => play('long')).not.toThrow();
  });

  it('resumes audio the browser held back on the next user gesture', async () => {
    const { context, asAudio } = fakeAudioContext('suspended');
    context.resume.mockImplementation(() => new Promise<void>(() => undefined));
    const target = new EventTarget();
    const play = createSoundPlayer({ createContext: asAudio, isEnabled: () => true, gestureTarget: target });
    play('success');
    play('cancel');
    expect(context.resume).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    // Once per gesture wait, however many sounds were asked for while suspended.
    expect(context.resume).toHaveBeenCalledTimes(3);
  });

  it('plays a sound asked for while suspended once audio resumes in time', async () => {
    const { asAudio, oscillators } = fakeAudioContext('suspended');
    const play = createSoundPlayer({ createContext: asAudio, isEnabled: () => true, gestureTarget: null });
    play('short');
    expect(oscillators).toHaveLength(0);
    await vi.waitFor(() => expect(oscillators).toHaveLength(1));
  });

  it('drops a sound whose audio only resumed long after it was asked for', async () => {
    vi.useFakeTimers();
    try {
      const { context, asAudio, oscillators } = fakeAudioContext('suspended');
      let resumeNow = () => undefined as void;
      context.resume.mockImplementation(
        () =>
          new Promise<void>((resolve) => {
            resumeNow = () => {
              context.state = 'running';
              resolve();
            };
          }),
      );
      const play = createSoundPlayer({ createContext: asAudio, isEnabled: () => true, gestureTarget: null });
      play('filled');
      vi.advanceTimersByTime(5000);
      resumeNow();
      await vi.runAllTimersAsync();
      expect(oscillators).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
