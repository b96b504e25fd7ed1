import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import {
  emailSchema,
  firstIssueMessage,
  newPasswordSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
} from './auth';

const V = MSG.validation;
const valid = { displayName: 'Mary Ann', email: 'mary@example.com', password: 'Gentle-Passw0rd' };

/** The message the Validation Error toast would show, or null when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('the spec messages (section 5)', () => {
  it('are exactly the texts of the specification', () => {
    expect(V).toEqual({
      title: 'Validation Error',
      invalidEmail: 'Invalid email address',
      emailTooLong: 'Email must be less than 255 characters',
      passwordMin: 'Password must be at least 8 characters',
      passwordMax: 'Password must be less than 128 characters',
      passwordUpper: 'Password must contain an uppercase letter',
      passwordLower: 'Password must contain a lowercase letter',
      passwordNumber: 'Password must contain a number',
      passwordRequired: 'Password is required',
      displayNameRequired: 'Display name is required',
      signUpDisplayNameTooLong: 'Display name must be less than 50 characters',
      displayNameChars: 'Display name can only contain letters, numbers, spaces, hyphens, and underscores',
      profileDisplayNameTooLong: 'Display name must be less than 100 characters',
      bioTooLong: 'Bio must be less than 2000 characters',
      bioNotText: 'Please write your bio as plain text.',
    });
  });

  it('use the limits of section 9', () => {
    expect(LIMITS.email).toBe(255);
    expect(LIMITS.signUpDisplayName).toBe(50);
    expect(LIMITS.profileDisplayName).toBe(100);
    expect(LIMITS.bio).toBe(2000);
    expect(LIMITS.passwordMin).toBe(8);
  });
});

describe('email', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Mary.Ann+Grief@Example.COM \n')).toBe('mary.ann+grief@example.com');
  });

  it('accepts 255 characters and refuses 256 with the spec message', () => {
    expect(emailOfLength(255)).toHaveLength(255);
    expect(emailSchema.parse(emailOfLength(255))).toBe(emailOfLength(255));
    expect(firstMessage(emailSchema, emailOfLength(256))).toBe(V.emailTooLong);
  });

  it('counts the length after trimming', () => {
    expect(emailSchema.parse(`   ${emailOfLength(255)}   `)).toBe(emailOfLength(255));
  });

  it.each([
    ['no at sign', 'mary.example.com'],
    ['no domain', 'mary@'],
    ['no local part', '@example.com'],
    ['a space inside', 'mary ann@example.com'],
    ['no top-level domain', 'mary@example'],
    ['two at signs', 'mary@@example.com'],
    ['empty', ''],
    ['only spaces', '   '],
  ])('refuses an address with %s: Invalid email address', (_label, email) => {
    expect(firstMessage(emailSchema, email)).toBe(V.invalidEmail);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { email: 'a@b.co' }],
  ])('refuses %s with Invalid email address', (_label, value) => {
    expect(firstMessage(emailSchema, value)).toBe(V.invalidEmail);
  });
});

describe('new password', () => {
  it('accepts 8 characters with upper, lower and a digit', () => {
    expect(newPasswordSchema.parse('Abcdefg1')).toBe('Abcdefg1');
  });

  it('refuses 7 characters: Password must be at least 8 characters', () => {
    expect(firstMessage(newPasswordSchema, 'Abcdef1')).toBe(V.passwordMin);
  });

  it.each([
    ['no uppercase letter', 'abcdefg1', V.passwordUpper],
    ['no lowercase letter', 'ABCDEFG1', V.passwordLower],
    ['no number', 'Abcdefgh', V.passwordNumber],
    ['only a short lowercase word', 'abc', V.passwordMin],
    ['an empty string', '', V.passwordMin],
  ])('refuses a password with %s', (_label, password, message) => {
    expect(firstMessage(newPasswordSchema, password)).toBe(message);
  });

  it('is not trimmed: spaces are part of the password', () => {
    expect(newPasswordSchema.parse(' Abcdefg1 ')).toBe(' Abcdefg1 ');
  });

  it('accepts 128 characters and refuses 129', () => {
    const p128 = 'Aa1' + 'x'.repeat(125);
    expect(newPasswordSchema.parse(p128)).toBe(p128);
    expect(firstMessage(newPasswordSchema, p128 + 'x')).toBe(V.passwordMax);
  });

  it('refuses a missing password with the minimum-length message', () => {
    expect(firstMessage(newPasswordSchema, undefined)).toBe(V.passwordMin);
  });
});

describe('signUpSchema', () => {
  it('accepts a valid sign-up and normalises it', () => {
    expect(
      signUpSchema.parse({ displayName: '  Mary-Ann_2  ', email: ' MARY@Example.com ', password: 'Gentle-Passw0rd' }),
    ).toEqual({ displayName: 'Mary-Ann_2', email: 'mary@example.com', password: 'Gentle-Passw0rd' });
  });

  it('accepts a display name of 50 characters and refuses 51', () => {
    expect(signUpSchema.parse({ ...valid, displayName: 'a'.repeat(50) }).displayName).toBe('a'.repeat(50));
    expect(firstMessage(signUpSchema, { ...valid, displayName: 'a'.repeat(51) })).toBe(V.signUpDisplayNameTooLong);
  });

  it('counts the display name after trimming', () => {
    expect(signUpSchema.parse({ ...valid, displayName: `  ${'b'.repeat(50)}  ` }).displayName).toBe('b'.repeat(50));
  });

  it.each(['   ', '', '\t\n'])('refuses a blank display name (%j): Display name is required', (displayName) => {
    expect(firstMessage(signUpSchema, { ...valid, displayName })).toBe(V.displayNameRequired);
  });

  it('refuses a missing display name: Display name is required', () => {
    expect(firstMessage(signUpSchema, { email: valid.email, password: valid.password })).toBe(V.displayNameRequired);
  });

  it.each(['Mary Ann', 'mary-ann', 'Mary_Ann', 'M4ry 2', 'ABC xyz 0-9_', 'a  b'])(
    'accepts ASCII letters, digits, spaces, hyphens and underscores: %j',
    (displayName) => {
      expect(signUpSchema.parse({ ...valid, displayName }).displayName).toBe(displayName);
    },
  );

  // "Letters" means letters in any script (decision 004): people sign up under their own names.
  it.each(['José', 'Zoë', 'Søren', 'Renée', 'Ærø', '李雷', 'Мария', 'Nguyễn Văn An'])(
    'accepts the name %j',
    (displayName) => {
      expect(signUpSchema.parse({ ...valid, displayName }).displayName).toBe(displayName);
    },
  );

  it.each(['Ann <script>', "O'Brien", 'Mary.Ann', 'a@b', 'tab\there', 'new\nline', 'emoji 🌸', 'semi;colon', 'a/b'])(
    'refuses the symbol-bearing name %j',
    (displayName) => {
      expect(firstMessage(signUpSchema, { ...valid, displayName })).toBe(V.displayNameChars);
    },
  );

  it('reports the first rule: blank name beats the character rule', () => {
    const result = signUpSchema.safeParse({ ...valid, displayName: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => i.message)).toContain(V.displayNameChars);
      expect(firstIssueMessage(result.error)).toBe(V.displayNameRequired);
    }
  });

  it('reports fields in form order: display name, then email, then password', () => {
    expect(firstMessage(signUpSchema, { displayName: '', email: 'x', password: 'a' })).toBe(V.displayNameRequired);
    expect(firstMessage(signUpSchema, { displayName: 'ok', email: 'x', password: 'a' })).toBe(V.invalidEmail);
    expect(firstMessage(signUpSchema, { displayName: 'ok', email: 'a@b.co', password: 'a' })).toBe(V.passwordMin);
  });

  it('applies every password rule', () => {
    expect(firstMessage(signUpSchema, { ...valid, password: 'Abcdef1' })).toBe(V.passwordMin);
    expect(firstMessage(signUpSchema, { ...valid, password: 'abcdefg1' })).toBe(V.passwordUpper);
    expect(firstMessage(signUpSchema, { ...valid, password: 'ABCDEFG1' })).toBe(V.passwordLower);
    expect(firstMessage(signUpSchema, { ...valid, password: 'Abcdefgh' })).toBe(V.passwordNumber);
  });

  it('refuses an email of 256 characters and accepts 255', () => {
    expect(firstMessage(signUpSchema, { ...valid, email: emailOfLength(256) })).toBe(V.emailTooLong);
    expect(signUpSchema.parse({ ...valid, email: emailOfLength(255) }).email).toBe(emailOfLength(255));
  });

  it('is strict: unknown keys are refused', () => {
    const result = signUpSchema.safeParse({ ...valid, role: 'admin' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues).toHaveLength(1);
      expect(result.error.issues[0]!.code).toBe('unrecognized_keys');
      expect((result.error.issues[0] as { keys: string[] }).keys).toEqual(['role']);
    }
  });

  it.each([null, [], 'text', 42])('refuses a body that is not an object: %j', (body) => {
    expect(signUpSchema.safeParse(body).success).toBe(false);
  });
});

describe('signInSchema', () => {
  it('trims and lower-cases the email and leaves the password as typed', () => {
    expect(signInSchema.parse({ email: '  Mary@EXAMPLE.com ', password: ' any pass ' })).toEqual({
      email: 'mary@example.com',
      password: ' any pass ',
    });
  });

  it('does not apply the new-password rules (old passwords still sign in)', () => {
    expect(signInSchema.parse({ email: 'a@b.co', password: 'x' }).password).toBe('x');
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['a number', 12345678],
    ['null', null],
  ])('refuses a password that is %s: Password is required', (_label, password) => {
    expect(firstMessage(signInSchema, { email: 'a@b.co', password })).toBe(V.passwordRequired);
  });

  it('refuses a password over 128 characters', () => {
    expect(firstMessage(signInSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toBe(V.passwordMax);
    expect(signInSchema.parse({ email: 'a@b.co', password: 'x'.repeat(128) }).password).toHaveLength(128);
  });

  it('applies the email rules: invalid, 255 ok, 256 too long', () => {
    expect(firstMessage(signInSchema, { email: 'nope', password: 'x' })).toBe(V.invalidEmail);
    expect(signInSchema.parse({ email: emailOfLength(255), password: 'x' }).email).toBe(emailOfLength(255));
    expect(firstMessage(signInSchema, { email: emailOfLength(256), password: 'x' })).toBe(V.emailTooLong);
  });

  it('checks the email before the password', () => {
    expect(firstMessage(signInSchema, { email: 'nope', password: '' })).toBe(V.invalidEmail);
  });

  it('is strict: unknown keys are refused', () => {
    const result = signInSchema.safeParse({ email: 'a@b.co', password: 'x', rememberMe: true });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]!.code).toBe('unrecognized_keys');
  });
});

describe('profileUpdateSchema', () => {
  it('trims the display name and the bio', () => {
    expect(profileUpdateSchema.parse({ displayName: '  Mary  ', bio: '\n  Mum of two.  \n' })).toEqual({
      displayName: 'Mary',
      bio: 'Mum of two.',
    });
  });

  it('defaults a missing bio to the empty string', () => {
    expect(profileUpdateSchema.parse({ displayName: 'Mary' })).toEqual({ displayName: 'Mary', bio: '' });
  });

  it('accepts a display name of 100 characters and refuses 101', () => {
    expect(profileUpdateSchema.parse({ displayName: 'a'.repeat(100), bio: '' }).displayName).toBe('a'.repeat(100));
    expect(firstMessage(profileUpdateSchema, { displayName: 'a'.repeat(101), bio: '' })).toBe(
      V.profileDisplayNameTooLong,
    );
  });

  it.each(['', '   ', undefined])(
    'refuses a blank or missing display name (%j): Display name is required',
    (displayName) => {
      expect(firstMessage(profileUpdateSchema, { displayName, bio: '' })).toBe(V.displayNameRequired);
    },
  );

  it('accepts a bio of 2000 characters and refuses 2001', () => {
    expect(profileUpdateSchema.parse({ displayName: 'M', bio: 'b'.repeat(2000) }).bio).toHaveLength(2000);
    expect(firstMessage(profileUpdateSchema, { displayName: 'M', bio: 'b'.repeat(2001) })).toBe(V.bioTooLong);
  });

  it('counts the bio after trimming', () => {
    expect(profileUpdateSchema.parse({ displayName: 'M', bio: `  ${'b'.repeat(2000)}  ` }).bio).toHaveLength(2000);
  });

  it('has no character rule for the profile display name (spec: trimmed, 1 to 100)', () => {
    expect(profileUpdateSchema.parse({ displayName: "José O'Brien-Ærø 🌸", bio: '' }).displayName).toBe(
      "José O'Brien-Ærø 🌸",
    );
  });

  it('is strict: an id or any other unknown key is refused', () => {
    for (const extra of [{ id: '00000000-0000-0000-0000-000000000000' }, { userId: 'x' }, { email: 'a@b.co' }]) {
      const result = profileUpdateSchema.safeParse({ displayName: 'Mary', bio: '', ...extra });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.issues[0]!.code).toBe('unrecognized_keys');
    }
  });
});

describe('firstIssueMessage', () => {
  it('returns the message of the first failing rule', () => {
    const result = signUpSchema.safeParse({ displayName: 'a'.repeat(51), email: 'bad', password: 'short' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.length).toBeGreaterThan(1);
      expect(firstIssueMessage(result.error)).toBe(V.signUpDisplayNameTooLong);
    }
  });

  it('falls back to the generic message when there is no issue', () => {
    const result = signInSchema.safeParse({ email: 'bad', password: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) {
      const empty = Object.assign(Object.create(Object.getPrototypeOf(result.error)), result.error, { issues: [] });
      expect(firstIssueMessage(empty)).toBe(MSG.http.badJson);
    }
  });
});
