import { describe, expect, it } from 'vitest';
import { cachedZoneFormatters, dayIn, zonedTimeToUtc, zoneOffsetMs } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it.each([
    // zone, day, hour, expected instant
    ['UTC', '2025-06-01', 9, '2025-06-01T09:00:00.000Z'],
    ['Europe/London', '2025-01-15', 9, '2025-01-15T09:00:00.000Z'],
    ['Europe/London', '2025-07-15', 9, '2025-07-15T08:00:00.000Z'],
    // The days the clocks change: London springs forward at 01:00 UTC on 30 March 2025, falls back on 26 October.
    ['Europe/London', '2025-03-30', 9, '2025-03-30T08:00:00.000Z'],
    ['Europe/London', '2025-03-29', 9, '2025-03-29T09:00:00.000Z'],
    ['Europe/London', '2025-10-26', 9, '2025-10-26T09:00:00.000Z'],
    ['Europe/London', '2025-10-25', 9, '2025-10-25T08:00:00.000Z'],
    ['America/New_York', '2025-03-09', 9, '2025-03-09T13:00:00.000Z'],
    ['America/New_York', '2025-03-08', 9, '2025-03-08T14:00:00.000Z'],
    ['America/New_York', '2025-11-02', 9, '2025-11-02T14:00:00.000Z'],
    ['America/Los_Angeles', '2025-12-31', 9, '2025-12-31T17:00:00.000Z'],
    ['Asia/Kolkata', '2025-05-05', 9, '2025-05-05T03:30:00.000Z'],
    ['Asia/Kathmandu', '2025-05-05', 9, '2025-05-05T03:15:00.000Z'],
    ['Australia/Sydney', '2025-04-06', 9, '2025-04-05T23:00:00.000Z'],
    ['Australia/Sydney', '2025-10-05', 9, '2025-10-04T22:00:00.000Z'],
    // Lord Howe moves its clocks by 30 minutes.
    ['Australia/Lord_Howe', '2025-01-10', 9, '2025-01-09T22:00:00.000Z'],
    ['Australia/Lord_Howe', '2025-07-10', 9, '2025-07-09T22:30:00.000Z'],
    ['Pacific/Kiritimati', '2025-01-01', 9, '2024-12-31T19:00:00.000Z'],
    ['Pacific/Pago_Pago', '2025-01-01', 9, '2025-01-01T20:00:00.000Z'],
    ['Europe/London', '2024-02-29', 9, '2024-02-29T09:00:00.000Z'],
  ])('%s %s at %i:00 is %s', (zone, day, hour, expected) => {
    expect(zonedTimeToUtc(day, hour, zone).toISOString()).toBe(expected);
  });

  it('a reading the clocks skip is taken as the same time after the jump', () => {
    // New York: 02:00 EST became 03:00 EDT on 9 March 2025; 02:30 never happened.
    expect(zonedTimeToUtc('2025-03-09', 2, 'America/New_York').toISOString()).toBe('2025-03-09T07:00:00.000Z');
  });

  it('a reading that happens twice is taken the first time', () => {
    // New York: 01:00 happened at 05:00 UTC (EDT) and again at 06:00 UTC (EST) on 2 November 2025.
    expect(zonedTimeToUtc('2025-11-02', 1, 'America/New_York').toISOString()).toBe('2025-11-02T05:00:00.000Z');
  });

  it('reads back as the asked wall time every day of a year in several zones', () => {
    for (const zone of ['Europe/Berlin', 'America/Sao_Paulo', 'Asia/Tokyo', 'America/St_Johns', 'Africa/Casablanca']) {
      for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        const at = zonedTimeToUtc(iso, 9, zone);
        const local = new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }).format(at);
        expect(local.replace(',', '')).toBe(`${iso} 09:00`);
      }
    }
  });
});

describe('zoneOffsetMs and dayIn', () => {
  it('knows the offset either side of a change of clocks', () => {
    expect(zoneOffsetMs(new Date('2025-03-30T00:59:59Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(new Date('2025-03-30T01:00:00Z'), 'Europe/London')).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2025-01-01T00:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('tells the calendar day where the author lives', () => {
    const now = new Date('2025-06-01T23:30:00Z');
    expect(dayIn('UTC', now)).toBe('2025-06-01');
    expect(dayIn('Europe/Berlin', now)).toBe('2025-06-02');
    expect(dayIn('America/Los_Angeles', now)).toBe('2025-06-01');
    expect(dayIn('Pacific/Kiritimati', new Date('2025-06-01T10:00:00Z'))).toBe('2025-06-02');
    expect(dayIn('Pacific/Pago_Pago', new Date('2025-06-01T10:00:00Z'))).toBe('2025-05-31');
  });
});

describe('the formatters kept per zone', () => {
  it('are one per zone whatever its spelling: a zone typed in 1,000 ways is not kept 1,000 times', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const expected = dayIn('America/Argentina/Buenos_Aires', now);
    const before = cachedZoneFormatters();
    const zone = 'america/argentina/buenos_aires';
    for (let i = 0; i < 1000; i++) {
      // Intl reads zone names in any case: each spelling names the same zone.
      const spelled = [...zone].map((ch, k) => ((i >> (k % 10)) & 1 ? ch.toUpperCase() : ch)).join('');
      expect(dayIn(spelled, now)).toBe(expected);
    }
    expect(cachedZoneFormatters() - before).toBeLessThanOrEqual(1);
  });

  it('stay bounded however many zones are asked for', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    for (const zone of Intl.supportedValuesOf('timeZone')) dayIn(zone, now);
    expect(cachedZoneFormatters()).toBeLessThanOrEqual(256);
  });
});
