import { seatLimitDetails, seatLimitOf } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { seatLimitMessage, seatShortfall, seatsOf } from './seat.rules';

describe('the seat rule', () => {
  it('counts the free seats, none below zero, and no limit without seats', () => {
    expect(seatsOf(50, 47)).toEqual({ seats: 50, used: 47, available: 3 });
    expect(seatsOf(50, 53)).toEqual({ seats: 50, used: 53, available: 0 });
    expect(seatsOf(null, 900)).toEqual({ seats: null, used: 900, available: null });
  });

  it('lets students in up to the last seat and asks for the seats missing beyond it', () => {
    expect(seatShortfall({ seats: 50, used: 47 }, 3)).toBeNull();
    expect(seatShortfall({ seats: 50, used: 50 }, 3)).toEqual({ seats: 50, used: 50, adding: 3, needed: 3 });
    expect(seatShortfall({ seats: 50, used: 48 }, 5)).toEqual({ seats: 50, used: 48, adding: 5, needed: 3 });
    // Seats bought down below the students already there: the new ones need all the missing seats.
    expect(seatShortfall({ seats: 40, used: 50 }, 1)).toEqual({ seats: 40, used: 50, adding: 1, needed: 11 });
    expect(seatShortfall({ seats: null, used: 5000 }, 100)).toBeNull();
    expect(seatShortfall({ seats: 0, used: 0 }, 0)).toBeNull();
  });

  it('says how many seats are in use and how many to buy', () => {
    expect(seatLimitMessage({ seats: 50, used: 50, adding: 3, needed: 3 }, 'add')).toBe(
      'Your plan has 50 seats and 50 are in use. Buy 3 more seats to add these students.',
    );
    expect(seatLimitMessage({ seats: 1, used: 1, adding: 1, needed: 1 }, 'restore')).toBe(
      'Your plan has 1 seat and 1 is in use. Buy 1 more seat to restore this student.',
    );
  });

  it('carries the numbers in the error details, read back the same on the web', () => {
    const limit = { seats: 50, used: 49, adding: 4, needed: 3 };
    expect(seatLimitDetails(limit)).toEqual([
      { field: 'seats', message: '50' },
      { field: 'used', message: '49' },
      { field: 'adding', message: '4' },
      { field: 'needed', message: '3' },
    ]);
    expect(seatLimitOf(seatLimitDetails(limit))).toEqual(limit);
    expect(seatLimitOf([{ field: 'seats', message: '50' }])).toBeNull();
    expect(
      seatLimitOf(seatLimitDetails(limit).map((d) => (d.field === 'needed' ? { ...d, message: '' } : d))),
    ).toBeNull();
  });
});
