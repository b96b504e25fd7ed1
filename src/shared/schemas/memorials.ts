/**
 * Memorials, their media and guestbook: the spec's rules and exact messages (sections 3, 5, 8, 9),
 * and the API's request and response shapes. One copy for the forms and the server.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { FIELD_MSG, isoDay, keysetCursor, text, wholeNumberQuery } from './fields';
import type { AddedBy, MemorialCan, StorySection, TimelineEvent, VoiceMemory } from './memorial-story';
import type { WrittenSupport } from './companion';

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
  guestbookRateLimited: 'Thank you for your kind words. Please wait a little while before leaving another message.',
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
  /** Ours: a path or query that cannot name a photo or video of the memorial. */
  mediaGone: 'That photo or video is no longer part of this memorial.',
  mediaTypeRequired: 'Please say whether this is a photo or a video.',
  /** Ours: year 0 does not exist (decision 016). */
  yearOutOfRange: FIELD_MSG.yearOutOfRange,
  signedUrlInvalid: 'This link to a photo or video is not valid or has expired. Please reload the page.',
} as const;

/**
 * The owner's choice to let the memorial's AI companion speak in the first person, as the person
 * who died (decision 013). Shown on the edit screen; the companion's disclosure is in COMPANION_MSG.
 */
export const AI_VOICE_MSG = {
  switchLabel: (name: string) => `Let the AI companion speak as ${name}`,
  switchHint: (name: string) =>
    `When this is on, the companion on this memorial may answer in ${name}'s voice, in the first person, using only what you have shared here. Visitors are always told it is an AI, not ${name}. It steps out of ${name}'s voice whenever someone seems to be struggling.`,
  invalid: 'aiSpeakAs must be true or false.',
} as const;

export const GUESTBOOK_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 5000 characters',
  // Ours: the guestbook's pages (decision 016).
  entryGone: 'That message is no longer in the guestbook.',
  pageNotFound: 'That page of the guestbook could not be found. Please reload.',
  invalidLimit: 'The number of messages per page must be a whole number.',
} as const;

/** Guestbook entries per page: 20 unless asked for fewer or more, never more than 50. */
export const GUESTBOOK_PAGE = { size: 20, max: 50 } as const;

/** Spec section 5 "Files". Sizes in MB as the messages state them. */
export const FILE_RULES = {
  photo: { maxMB: 10, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  video: { maxMB: 50, types: ['video/mp4', 'video/webm', 'video/quicktime'] },
  song: { maxMB: 5, types: ['audio/mpeg', 'audio/wav', 'audio/mp3'] },
  /** A voice memory (decision 038): MP3, M4A/AAC, OGG/Opus, WAV or WebM audio. */
  audio: {
    maxMB: 20,
    types: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm'],
  },
} as const;
export type MediaKind = keyof typeof FILE_RULES;
export const MB = 1024 * 1024;

export const fileTooLarge = (name: string, maxMB: number) => `File "${name}" is too large. Maximum size is ${maxMB}MB.`;
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

/** A birth or passing date: YYYY-MM-DD in years 1 to 9999, or '' for none. */
const isoDate = isoDay({
  invalid: MEMORIAL_MSG.invalidDate,
  yearOutOfRange: MEMORIAL_MSG.yearOutOfRange,
  allowEmpty: true,
}).transform((v) => (v === '' ? null : v));

const memorialFields = {
  title: text({ error: MEMORIAL_MSG.nameRequired })
    .trim()
    .min(1, MEMORIAL_MSG.nameRequired)
    .max(LIMITS.memorialTitle, MEMORIAL_MSG.nameTooLong),
  description: text()
    .trim()
    .max(LIMITS.memorialDescription, MEMORIAL_MSG.descriptionTooLong)
    .optional()
    .transform((v) => v ?? ''),
  birthDate: isoDate.nullish().transform((v) => v ?? null),
  passingDate: isoDate.nullish().transform((v) => v ?? null),
  isPublic: z.boolean({ error: 'isPublic must be true or false.' }),
};

/** Whether the AI companion may speak as the person (decision 013); never on unless sent as true. */
const aiSpeakAsField = z.boolean({ error: AI_VOICE_MSG.invalid });

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

export const youtubeUrlSchema = text({ error: MEMORIAL_MSG.invalidYoutube })
  .trim()
  .max(500, MEMORIAL_MSG.invalidYoutube)
  .regex(YOUTUBE_URL, MEMORIAL_MSG.invalidYoutube);

/** POST /api/memorials (the details; the song and media are uploaded afterwards). */
export const createMemorialSchema = z
  .strictObject({
    ...memorialFields,
    youtubeUrl: z.union([youtubeUrlSchema, z.literal('')]).nullish(),
    aiSpeakAs: aiSpeakAsField.optional().default(false),
  })
  .superRefine(checkDates);
export type CreateMemorialInput = z.input<typeof createMemorialSchema>;

/**
 * PATCH /api/memorials/:id: the details card (all fields sent, as the edit form holds them).
 * `aiSpeakAs` left out keeps the memorial's choice as it is.
 */
export const updateMemorialSchema = z
  .strictObject({ ...memorialFields, aiSpeakAs: aiSpeakAsField.optional() })
  .superRefine(checkDates);
export type UpdateMemorialInput = z.input<typeof updateMemorialSchema>;

/** PUT /api/memorials/:id/song with JSON: a YouTube link, or null to remove the song. */
export const setSongUrlSchema = z.strictObject({ youtubeUrl: youtubeUrlSchema.nullable() });

/** PUT /api/memorials/:id/media/order: the media ids in their new order. */
export const reorderMediaSchema = z.strictObject({ mediaIds: z.array(z.uuid()).min(1).max(500) });

/** PUT /api/memorials/:id/sharing. */
export const sharingSchema = z.strictObject({ enabled: z.boolean() });

export const guestbookEntrySchema = z.strictObject({
  authorName: text({ error: GUESTBOOK_MSG.nameRequired })
    .trim()
    .min(1, GUESTBOOK_MSG.nameRequired)
    .max(LIMITS.guestbookName, GUESTBOOK_MSG.nameTooLong),
  authorEmail: text({ error: GUESTBOOK_MSG.invalidEmail })
    .trim()
    .max(LIMITS.guestbookEmail, GUESTBOOK_MSG.emailTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, GUESTBOOK_MSG.invalidEmail)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  message: text({ error: GUESTBOOK_MSG.messageRequired })
    .trim()
    .min(1, GUESTBOOK_MSG.messageRequired)
    .max(LIMITS.guestbookMessage, GUESTBOOK_MSG.messageTooLong),
});
export type GuestbookEntryInput = z.input<typeof guestbookEntrySchema>;

/**
 * `?share=` on a memorial's routes: the share token as the link carries it. Any text is a token
 * (one that does not match is the spec's "Invalid or expired share link"); it is compared in
 * memory, never stored, so it is only cut to a sane length.
 */
const shareQuery = z
  .string({ error: MEMORIAL_MSG.invalidShareLink })
  .optional()
  .transform((v) => v?.slice(0, 200) || null);

/** The query of `GET /api/memorials/:id`, its QR code and its guestbook post. */
export const memorialQuerySchema = z.object({ share: shareQuery });

/** The query of `GET /api/memorials/:id/guestbook`: `cursor` is a page's `nextCursor`. */
export const guestbookQuerySchema = z.object({
  share: shareQuery,
  limit: wholeNumberQuery({ min: 1, max: GUESTBOOK_PAGE.max, message: GUESTBOOK_MSG.invalidLimit }).optional(),
  cursor: keysetCursor(GUESTBOOK_MSG.pageNotFound).optional(),
});

/** The query of `POST /api/memorials/:id/media`. */
export const mediaUploadQuerySchema = z.object({
  type: z.enum(['photo', 'video', 'audio'], { error: MEMORIAL_MSG.mediaTypeRequired }),
});

// ---- Response shapes ---------------------------------------------------------------------------

export interface MediaItem {
  id: string;
  mediaType: 'photo' | 'video' | 'audio';
  displayOrder: number;
  contentType: string;
  width: number | null;
  height: number | null;
  /**
   * Signed URLs (valid 3600 s). For videos `display`, `medium` and `thumb` equal `original`; a photo
   * without its phone-sized derivative yet has `medium` equal to `display` (decision 048).
   */
  urls: { original: string; display: string; medium: string; thumb: string };
  /** A photo's or video's caption (decision 038); null: none. */
  caption: string | null;
  /** Who added it: only for those who may tell the story (the owner, collaborators). */
  addedBy?: AddedBy | null;
}

export interface MemorialView {
  id: string;
  title: string;
  description: string;
  birthDate: string | null;
  passingDate: string | null;
  isPublic: boolean;
  /**
   * The owner let the AI companion speak as the person (decision 013). Everyone who can see the
   * memorial gets it: the page says so beside the companion.
   */
  aiSpeakAs: boolean;
  /** Only the owner (and admins) get these two. */
  shareEnabled?: boolean;
  shareToken?: string | null;
  song: { kind: 'youtube'; url: string; videoId: string | null } | { kind: 'audio'; url: string } | null;
  /** The gallery: photos and videos (voice memories are listed apart). */
  media: MediaItem[];
  /** The cover photo's id (one of `media`); null: none chosen. */
  coverMediaId: string | null;
  /** The life story in its order, the timeline by date, and the voice memories (decision 038). */
  sections: StorySection[];
  timeline: TimelineEvent[];
  voiceMemories: VoiceMemory[];
  isOwner: boolean;
  /** What this caller may do here (the server's rules, for the browser to mirror). */
  can: MemorialCan;
  /**
   * Owner only, and only when true: the owner's plan allows changes to fewer memorials than they
   * have, and this is not one of the oldest ones (decision 033). Viewing, sharing and deleting stay.
   */
  readOnly?: true;
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

/** `GET /api/memorials`: the caller's own memorials. */
export interface MemorialListResponse {
  memorials: MemorialSummary[];
}
/** `POST /api/memorials` (201). */
export interface MemorialCreatedResponse {
  memorial: { id: string };
  /**
   * What the crisis screen read in the memorial's title and description (decision 049). Absent
   * when nothing worried it; `helplines` with a crisis, for the writer's country.
   */
  support?: WrittenSupport;
}
/** `PATCH /api/memorials/:id`, `PUT /api/memorials/:id/song`. */
export interface MemorialResponse {
  memorial: MemorialView;
  /** On `PATCH` (the details): what the crisis screen read in the title and description (decision 049). */
  support?: WrittenSupport;
}
/** `POST /api/memorials/:id/media` (201), `PATCH /api/memorials/:id/media/:mediaId` (a caption). */
export interface MediaResponse {
  media: MediaItem;
  /**
   * What the crisis screen read in a caption or a voice memory's title just saved (decision 045).
   * Absent when nothing worried it (and for a photo or video upload, which has no words yet).
   */
  support?: WrittenSupport;
}
/** `PUT /api/memorials/:id/media/order`. */
export interface MediaListResponse {
  media: MediaItem[];
}
/** `PUT /api/memorials/:id/sharing`: the owner's sharing state. */
export interface SharingState {
  shareEnabled: boolean;
  shareToken: string | null;
}
/** `POST /api/memorials/:id/guestbook` (201). */
export interface GuestbookEntryResponse {
  entry: GuestbookEntry;
  /**
   * What the crisis screen saw in the message (decision 041): a crisis keeps the entry from the
   * memorial until the family shows it, and its author gets the help lines; a concern, a gentle note.
   */
  support?: WrittenSupport;
}

/** "1950 – 2024" when both dates exist (spec: years shown when both dates exist). */
export function lifeYears(birthDate: string | null, passingDate: string | null): string | null {
  if (!birthDate || !passingDate) return null;
  return `${birthDate.slice(0, 4)} – ${passingDate.slice(0, 4)}`;
}

const COMPANION_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The dates the memorial companion is given: "3 March 1950 – 12 May 2020", or the one that is
 * known ("Born 3 March 1950", "Passed away 12 May 2020"); undefined with neither.
 */
export function companionDates(birthDate: string | null, passingDate: string | null): string | undefined {
  const long = (d: string | null) => {
    if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
    const date = new Date(`${d}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : COMPANION_DATE.format(date);
  };
  const born = long(birthDate);
  const passed = long(passingDate);
  if (born && passed) return `${born} – ${passed}`;
  if (born) return `Born ${born}`;
  if (passed) return `Passed away ${passed}`;
  return undefined;
}
