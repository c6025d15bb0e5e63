import { describe, expect, it } from 'vitest';
import { euclideanDistance, faceOutcome } from './face-outcome';

describe('euclideanDistance', () => {
  it('is 0 for the same descriptor and the straight-line distance otherwise', () => {
    const a = Array.from({ length: 128 }, (_, index) => index / 128);
    expect(euclideanDistance(a, a)).toBe(0);
    expect(euclideanDistance([0, 0], [3, 4])).toBe(5);
    expect(euclideanDistance([1, 2, 3], [1, 2, 3.5])).toBeCloseTo(0.5);
    expect(euclideanDistance([3, 4], [0, 0])).toBe(euclideanDistance([0, 0], [3, 4]));
  });

  it('refuses descriptors of different lengths or none at all', () => {
    expect(() => euclideanDistance([1, 2], [1, 2, 3])).toThrow(/differ in length/);
    expect(() => euclideanDistance([], [])).toThrow(/differ in length/);
  });
});

describe('faceOutcome', () => {
  const threshold = 0.45;

  it('is NO_FACE without a face and MULTIPLE_FACES with more than one, whatever the distance', () => {
    expect(faceOutcome({ faceCount: 0, distance: null, threshold })).toBe('NO_FACE');
    expect(faceOutcome({ faceCount: 2, distance: null, threshold })).toBe('MULTIPLE_FACES');
    expect(faceOutcome({ faceCount: 5, distance: 0.1, threshold })).toBe('MULTIPLE_FACES');
  });

  it('passes one face strictly below the threshold and fails it at or above', () => {
    expect(faceOutcome({ faceCount: 1, distance: 0, threshold })).toBe('PASS');
    expect(faceOutcome({ faceCount: 1, distance: 0.4499, threshold })).toBe('PASS');
    expect(faceOutcome({ faceCount: 1, distance: 0.45, threshold })).toBe('FAIL');
    expect(faceOutcome({ faceCount: 1, distance: 0.9, threshold })).toBe('FAIL');
  });

  it('needs a distance when exactly one face was seen', () => {
    expect(() => faceOutcome({ faceCount: 1, distance: null, threshold })).toThrow(/no distance/);
    expect(() => faceOutcome({ faceCount: 1, distance: Number.NaN, threshold })).toThrow(/no distance/);
  });
});
