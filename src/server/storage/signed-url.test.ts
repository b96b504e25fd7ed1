import { describe, expect, it } from 'vitest';
import { MEDIA_ROUTE, SIGNED_URL_TTL_SECONDS, mediaSigningKey, signMediaUrl, verifyMediaSignature } from './signed-url';

const KEY = mediaSigningKey('a-server-secret-of-more-than-32-characters');
const OBJECT = 'memorial-photos/user-1/memorial-1/first-day.jpg';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

/** The object key, exp and sig of a signed URL, the way the media route reads them. */
function parts(url: string) {
  const u = new URL(url, 'http://localhost');
  const key = u.pathname.slice(MEDIA_ROUTE.length).split('/').map(decodeURIComponent).join('/');
  return { key, exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
}

function at(seconds: number): Date {
  return new Date(NOW.getTime() + seconds * 1000);
}

describe('mediaSigningKey', () => {
  it('is derived from the server secret: stable, 32 bytes, and different per secret', () => {
    expect(mediaSigningKey('secret-one').equals(mediaSigningKey('secret-one'))).toBe(true);
    expect(mediaSigningKey('secret-one')).toHaveLength(32);
    expect(mediaSigningKey('secret-one').equals(mediaSigningKey('secret-two'))).toBe(false);
  });
});

describe('signMediaUrl', () => {
  it('has the shape /api/media/<key>?exp=<unix seconds>&sig=<base64url>', () => {
    const url = signMediaUrl(KEY, OBJECT, NOW);
    expect(url).toMatch(
      /^\/api\/media\/memorial-photos\/user-1\/memorial-1\/first-day\.jpg\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/,
    );
    expect(parts(url).exp).toBe(String(NOW_S + 3600));
  });

  it('is valid for 3600 seconds by default', () => {
    expect(SIGNED_URL_TTL_SECONDS).toBe(3600);
    expect(parts(signMediaUrl(KEY, OBJECT, NOW)).exp).toBe(String(NOW_S + SIGNED_URL_TTL_SECONDS));
    expect(parts(signMediaUrl(KEY, OBJECT, NOW, 60)).exp).toBe(String(NOW_S + 60));
  });

  it('percent-encodes each segment but keeps the slashes', () => {
    const url = signMediaUrl(KEY, 'memorial-photos/u/m/a b#?.jpg', NOW);
    expect(url.startsWith('/api/media/memorial-photos/u/m/a%20b%23%3F.jpg?exp=')).toBe(true);
    const { key, exp, sig } = parts(url);
    expect(key).toBe('memorial-photos/u/m/a b#?.jpg');
    expect(verifyMediaSignature(KEY, key, exp, sig, NOW).ok).toBe(true);
  });

  it('keeps one URL for up to five minutes, valid for between 55 and 60 of them', () => {
    // NOW is on a five-minute step: the URL signed then is the one signed over the next 299 seconds.
    const first = signMediaUrl(KEY, OBJECT, NOW);
    expect(signMediaUrl(KEY, OBJECT, at(299))).toBe(first);
    expect(signMediaUrl(KEY, OBJECT, at(300))).not.toBe(first);
    for (let s = 0; s < 900; s += 7) {
      const signedAt = at(s);
      const expires = Number(parts(signMediaUrl(KEY, OBJECT, signedAt)).exp);
      const lifetime = expires - Math.floor(signedAt.getTime() / 1000);
      expect(lifetime).toBeGreaterThan(3600 - 300);
      expect(lifetime).toBeLessThanOrEqual(3600);
    }
    // A short lifetime gets a step of a twelfth of it.
    const short = Number(parts(signMediaUrl(KEY, OBJECT, at(7), 120)).exp) - (NOW_S + 7);
    expect(short).toBeGreaterThan(110);
    expect(short).toBeLessThanOrEqual(120);
  });

  it('is deterministic for the same key, object and time', () => {
    expect(signMediaUrl(KEY, OBJECT, NOW)).toBe(signMediaUrl(KEY, OBJECT, NOW));
  });
});

describe('verifyMediaSignature', () => {
  const { key, exp, sig } = parts(signMediaUrl(KEY, OBJECT, NOW));

  it('accepts its own signature and reports the expiry', () => {
    expect(verifyMediaSignature(KEY, key, exp, sig, NOW)).toEqual({ ok: true, expires: NOW_S + 3600 });
    expect(verifyMediaSignature(KEY, key, exp, sig, at(3599)).ok).toBe(true);
  });

  it('refuses another object key (a different file, bucket or folder)', () => {
    for (const other of [
      'memorial-photos/user-1/memorial-1/other.jpg',
      'memorial-videos/user-1/memorial-1/first-day.jpg',
      'memorial-photos/user-2/memorial-1/first-day.jpg',
      `${OBJECT}x`,
      OBJECT.toUpperCase(),
    ]) {
      expect(verifyMediaSignature(KEY, other, exp, sig, NOW), other).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a moved expiry (later or earlier)', () => {
    expect(verifyMediaSignature(KEY, key, String(NOW_S + 7200), sig, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyMediaSignature(KEY, key, String(NOW_S + 3599), sig, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expiry that is not plain digits', () => {
    for (const bad of [`${exp}.0`, `+${exp}`, `${exp} `, '-1', '1e10', '0x10', '9'.repeat(13), 'abc']) {
      expect(verifyMediaSignature(KEY, key, bad, sig, NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses an altered signature', () => {
    const flipped = (sig!.startsWith('A') ? 'B' : 'A') + sig!.slice(1);
    expect(verifyMediaSignature(KEY, key, exp, flipped, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyMediaSignature(KEY, key, exp, sig!.slice(0, -1), NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyMediaSignature(KEY, key, exp, `${sig}A`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyMediaSignature(KEY, key, exp, sig!.toLowerCase(), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signature made with another server secret', () => {
    const other = parts(signMediaUrl(mediaSigningKey('another-secret-another-secret-123'), OBJECT, NOW));
    expect(verifyMediaSignature(KEY, key, other.exp, other.sig, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses missing parts', () => {
    expect(verifyMediaSignature(KEY, key, undefined, sig, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMediaSignature(KEY, key, exp, undefined, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMediaSignature(KEY, key, undefined, undefined, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMediaSignature(KEY, key, '', sig, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyMediaSignature(KEY, key, exp, '', NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses an expired signature, at exactly the expiry and after', () => {
    expect(verifyMediaSignature(KEY, key, exp, sig, at(3600))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyMediaSignature(KEY, key, exp, sig, new Date(at(3600).getTime() - 1)).ok).toBe(true);
    expect(verifyMediaSignature(KEY, key, exp, sig, at(3601))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyMediaSignature(KEY, key, exp, sig, at(86_400 * 365))).toEqual({ ok: false, reason: 'expired' });
  });

  it('a short-lived URL expires on its own schedule', () => {
    const short = parts(signMediaUrl(KEY, OBJECT, NOW, 10));
    expect(verifyMediaSignature(KEY, OBJECT, short.exp, short.sig, at(9)).ok).toBe(true);
    expect(verifyMediaSignature(KEY, OBJECT, short.exp, short.sig, at(10))).toEqual({ ok: false, reason: 'expired' });
  });
});
