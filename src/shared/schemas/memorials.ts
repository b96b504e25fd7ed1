/**
 * Memorials, their media and guestbook: the spec's rules and exact messages (sections 3, 5, 8, 9),
 * and the API's request and response shapes. One copy for the forms and the server.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';

export const MEMORIAL_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 200 characters',
  descriptionTooLong: 'Memorial message must be less than 5000 characters',
  invalidDate: 'Please enter a valid date.',
  passingBeforeBirth: 'The passing date cannot be before the birth date.',
  dateInFuture: 'Dates cannot be in the future.',
  invalidYoutube: 'Please enter a valid YouTube URL',
  songAndUrl: 'Please choose either a YouTube link or a song file, not both.',
  createFailedTitle: 'Error',
  createFailed: 'Failed to create memorial. Please try again.',
  notAuthenticated: 'Not authenticated',
  createdTitle: 'Memorial Created',
  created: 'Your memorial page has been created successfully.',
  updatedTitle: 'Memorial updated',
  updated: 'Your changes have been saved.',
  deletedTitle: 'Memorial deleted',
  deleted: 'The memorial and everything in it have been removed.',
  deleteFailed: 'We could not delete the memorial. Please try again.',
  accessDeniedTitle: 'Access Denied',
  invalidShareLink: 'Invalid or expired share link.',
  noPermission: "You don't have permission to view this memorial.",
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load memorial page.',
  notFound: 'Memorial not found',
  guestbookAdded: 'Message added to guestbook',
  guestbookAddFailed: 'Error submitting message',
  guestbookDeleted: 'Entry deleted',
  guestbookDeleteFailed: 'Error deleting entry',
  guestbookRateLimited:
    'Thank you for your kind words. Please wait a little while before leaving another message.',
  guestbookEmailNote: 'Your email is visible to the memorial owner for moderation and is never shown publicly.',
  sharingEnabled: 'Sharing enabled',
  sharingDisabled: 'Sharing disabled',
  sharingFailed: 'Error updating share settings',
  linkCopied: 'Link copied to clipboard',
  qrDownloaded: 'QR code downloaded',
  mediaProcessingFailed: (name: string) =>
    `We could not read "${name}" as a picture. Please try another copy of the photo.`,
  emptyFile: (name: string) => `File "${name}" is empty.`,
  mediaNotFound: 'That photo or video is no longer here.',
  signedUrlInvalid: 'This link to a photo or video is not valid or has expired. Please reload the page.',
} as const;

export const GUESTBOOK_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 5000 characters',
} as const;

/** Spec section 5 "Files". Sizes in MB as the messages state them. */
export const FILE_RULES = {
  photo: { maxMB: 10, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  video: { maxMB: 50, types: ['video/mp4', 'video/webm', 'video/quicktime'] },
  song: { maxMB: 5, types: ['audio/mpeg', 'audio/wav', 'audio/mp3'] },
} as const;
export type MediaKind = keyof typeof FILE_RULES;
export const MB = 1024 * 1024;

export const fileTooLarge = (name: string, maxMB: number) =>
  `File "${name}" is too large. Maximum size is ${maxMB}MB.`;
export const fileInvalidType = (name: string, types: readonly string[]) =>
  `File "${name}" has an invalid type. Allowed types: ${types.join(', ')}`;

/** Letters, digits, dot and hyphen stay; everything else becomes "_"; at most 100 characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9.-]/g, '_').slice(0, 100);
  // Never a name made only of dots ("." or ".."), never empty.
  return /^\.*$/.test(cleaned) ? `file${cleaned.length ? '_' : ''}` : cleaned;
}

/** Optional http(s) and www, then youtube.com or youtu.be followed by a path (spec section 5). */
export const YOUTUBE_URL = /^(https?:\/\/)?(www\.)?(youtube\.com|youtu\.be)\/.+$/;

/** The video id of a YouTube link, for the embedded player; null when none can be found. */
export function youtubeVideoId(url: string): string | null {
  try {
    const u = new URL(/^https?:\/\//.test(url) ? url : `https://${url}`);
    const host = u.hostname.replace(/^www\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = u.pathname.slice(1).split('/')[0] ?? null;
    else if (u.pathname === '/watch') id = u.searchParams.get('v');
    else {
      const m = u.pathname.match(/^\/(embed|shorts|live|v)\/([^/?#]+)/);
      id = m?.[2] ?? null;
    }
    return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

const isoDate = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), MEMORIAL_MSG.invalidDate)
  .transform((v) => (v === '' ? null : v));

const memorialFields = {
  title: z
    .string({ error: MEMORIAL_MSG.nameRequired })
    .trim()
    .min(1, MEMORIAL_MSG.nameRequired)
    .max(LIMITS.memorialTitle, MEMORIAL_MSG.nameTooLong),
  description: z
    .string()
    .trim()
    .max(LIMITS.memorialDescription, MEMORIAL_MSG.descriptionTooLong)
    .optional()
    .transform((v) => v ?? ''),
  birthDate: isoDate.nullish().transform((v) => v ?? null),
  passingDate: isoDate.nullish().transform((v) => v ?? null),
  isPublic: z.boolean({ error: 'isPublic must be true or false.' }),
};

function checkDates(v: { birthDate: string | null; passingDate: string | null }, ctx: z.RefinementCtx) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const key of ['birthDate', 'passingDate'] as const) {
    const d = v[key];
    if (d && d > tomorrow) ctx.addIssue({ code: 'custom', message: MEMORIAL_MSG.dateInFuture, path: [key] });
  }
  if (v.birthDate && v.passingDate && v.passingDate < v.birthDate) {
    ctx.addIssue({ code: 'custom', message: MEMORIAL_MSG.passingBeforeBirth, path: ['passingDate'] });
  }
}

export const youtubeUrlSchema = z
  .string()
  .trim()
  .max(500, MEMORIAL_MSG.invalidYoutube)
  .regex(YOUTUBE_URL, MEMORIAL_MSG.invalidYoutube);

/** POST /api/memorials (the details; the song and media are uploaded afterwards). */
export const createMemorialSchema = z
  .strictObject({ ...memorialFields, youtubeUrl: z.union([youtubeUrlSchema, z.literal('')]).nullish() })
  .superRefine(checkDates);
export type CreateMemorialInput = z.input<typeof createMemorialSchema>;

/** PATCH /api/memorials/:id: the details card (all fields sent, as the edit form holds them). */
export const updateMemorialSchema = z.strictObject(memorialFields).superRefine(checkDates);
export type UpdateMemorialInput = z.input<typeof updateMemorialSchema>;

/** PUT /api/memorials/:id/song with JSON: a YouTube link, or null to remove the song. */
export const setSongUrlSchema = z.strictObject({ youtubeUrl: youtubeUrlSchema.nullable() });

/** PUT /api/memorials/:id/media/order: the media ids in their new order. */
export const reorderMediaSchema = z.strictObject({ mediaIds: z.array(z.uuid()).min(1).max(500) });

/** PUT /api/memorials/:id/sharing. */
export const sharingSchema = z.strictObject({ enabled: z.boolean() });

export const guestbookEntrySchema = z.strictObject({
  authorName: z
    .string({ error: GUESTBOOK_MSG.nameRequired })
    .trim()
    .min(1, GUESTBOOK_MSG.nameRequired)
    .max(LIMITS.guestbookName, GUESTBOOK_MSG.nameTooLong),
  authorEmail: z
    .string()
    .trim()
    .max(LIMITS.guestbookEmail, GUESTBOOK_MSG.emailTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, GUESTBOOK_MSG.invalidEmail)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  message: z
    .string({ error: GUESTBOOK_MSG.messageRequired })
    .trim()
    .min(1, GUESTBOOK_MSG.messageRequired)
    .max(LIMITS.guestbookMessage, GUESTBOOK_MSG.messageTooLong),
});
export type GuestbookEntryInput = z.input<typeof guestbookEntrySchema>;

// ---- Response shapes ---------------------------------------------------------------------------

export interface MediaItem {
  id: string;
  mediaType: 'photo' | 'video';
  displayOrder: number;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Signed URLs (valid 3600 s). For videos `display` and `thumb` equal `original`. */
  urls: { original: string; display: string; thumb: string };
}

export interface MemorialView {
  id: string;
  title: string;
  description: string;
  birthDate: string | null;
  passingDate: string | null;
  isPublic: boolean;
  /** Only the owner (and admins) get these two. */
  shareEnabled?: boolean;
  shareToken?: string | null;
  song: { kind: 'youtube'; url: string; videoId: string | null } | { kind: 'audio'; url: string } | null;
  media: MediaItem[];
  isOwner: boolean;
  createdAt: string;
}

export interface GuestbookEntry {
  id: string;
  authorName: string;
  /** Owner only; absent (null) for everyone else. */
  authorEmail: string | null;
  message: string;
  createdAt: string;
  isApproved: boolean;
}

export interface GuestbookPage {
  entries: GuestbookEntry[];
  /** Pass as `cursor` to get the next (older) page; null at the end. */
  nextCursor: string | null;
  canDelete: boolean;
}

/**
 * `GET /api/memorials/:id`: what the memorial page needs in one answer, the memorial with its
 * media list and the first guestbook page (later pages: `GET /api/memorials/:id/guestbook?cursor=`).
 */
export interface MemorialPage {
  memorial: MemorialView;
  guestbook: GuestbookPage;
}

export interface MemorialSummary {
  id: string;
  title: string;
  birthDate: string | null;
  passingDate: string | null;
  isPublic: boolean;
  thumbUrl: string | null;
  createdAt: string;
}

/** "1950 – 2024" when both dates exist (spec: years shown when both dates exist). */
export function lifeYears(birthDate: string | null, passingDate: string | null): string | null {
  if (!birthDate || !passingDate) return null;
  return `${birthDate.slice(0, 4)} – ${passingDate.slice(0, 4)}`;
}
