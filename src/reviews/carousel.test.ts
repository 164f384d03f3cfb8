import { describe, expect, it } from 'vitest';
import { autoplayDelay, hasAutoplay, isBadDelay, isRotating, starRating, wrapIndex, type AutoplayInputs } from './carousel';

describe('wrapIndex', () => {
  it('loops both ways', () => {
    expect(wrapIndex(0, 6)).toBe(0);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(7, 6)).toBe(1);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(-12, 6)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('autoplayDelay', () => {
  it('defaults to 3000 ms when absent or unreadable', () => {
    expect(autoplayDelay(undefined)).toBe(3000);
    expect(autoplayDelay(null)).toBe(3000);
    expect(autoplayDelay('')).toBe(3000);
    expect(autoplayDelay(Number.NaN)).toBe(3000);
    expect(autoplayDelay('soon')).toBe(3000);
  });
  it('turns autoplay off for 0', () => {
    expect(autoplayDelay(0)).toBe(0);
    expect(autoplayDelay('0')).toBe(0);
    expect(autoplayDelay(' 0.0 ')).toBe(0);
  });
  it('keeps the default for anything but a plain non-negative number of ms: "3s", "fast", "-5", "5e3"', () => {
    for (const bad of ['3s', 'fast', '-5', '5e3', '1,000', '0x10', 'Infinity', '+3000', -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(autoplayDelay(bad), String(bad)).toBe(3000);
      expect(isBadDelay(bad), String(bad)).toBe(true);
    }
    for (const fine of [undefined, null, '', '0', '4500', ' 2500 ', '750.5', 0, 4500]) expect(isBadDelay(fine), String(fine)).toBe(false);
  });
  it('keeps other values, but never faster than 500 ms (longer than the 300 ms slide)', () => {
    expect(autoplayDelay(5000)).toBe(5000);
    expect(autoplayDelay('4500')).toBe(4500);
    expect(autoplayDelay(100)).toBe(500);
  });
});

describe('isRotating', () => {
  const base: AutoplayInputs = {
    delay: 3000,
    slideCount: 6,
    userPaused: false,
    hovered: false,
    focused: false,
    unseen: false,
    dragging: false,
    reading: false,
    started: false,
  };
  it('rotates only when nothing holds it', () => {
    expect(isRotating(base)).toBe(true);
    for (const key of ['userPaused', 'hovered', 'focused', 'unseen', 'dragging', 'reading'] as const) {
      expect(isRotating({ ...base, [key]: true }), key).toBe(false);
    }
    expect(isRotating({ ...base, delay: 0 })).toBe(false);
    expect(isRotating({ ...base, slideCount: 1 })).toBe(false);
  });
  it('rotates while held by pointer, focus or an expanded review once the visitor pressed Start', () => {
    for (const key of ['hovered', 'focused', 'reading'] as const) {
      expect(isRotating({ ...base, [key]: true, started: true }), key).toBe(true);
    }
    // Start does not outrank a later Stop, a hidden page or a drag in progress.
    for (const key of ['userPaused', 'unseen', 'dragging'] as const) {
      expect(isRotating({ ...base, hovered: true, started: true, [key]: true }), key).toBe(false);
    }
  });
  it('offers the pause button only when there is something to rotate', () => {
    expect(hasAutoplay(3000, 6)).toBe(true);
    expect(hasAutoplay(0, 6)).toBe(false);
    expect(hasAutoplay(3000, 1)).toBe(false);
  });
});

describe('starRating', () => {
  it('clamps to 0..5 and rounds to halves', () => {
    expect(starRating(5)).toBe(5);
    expect(starRating(4.3)).toBe(4.5);
    expect(starRating(4.2)).toBe(4);
    expect(starRating(7)).toBe(5);
    expect(starRating(-1)).toBe(0);
    expect(starRating(Number.NaN)).toBe(0);
  });
});
