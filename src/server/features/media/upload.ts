/**
 * Receiving one uploaded file: a streamed multipart/form-data body is spooled to a private temp
 * file with hard size limits, and its type is decided from its bytes, never from the browser's claim
 * or the file name (spec section 5 "Files").
 */
import { randomUUID } from 'node:crypto';
import { type WriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromFile } from 'file-type';
import {
  FILE_RULES,
  MB,
  MEMORIAL_MSG,
  fileInvalidType,
  fileTooLarge,
  sanitizeFileName,
  type MediaKind,
} from '@shared/schemas/memorials';
import { MSG } from '@shared/messages';
import { AppError } from '../../lib/errors';

export interface ReceivedFile {
  tmpPath: string;
  /** The client's file name, cut to 100 characters, control characters removed (for messages). */
  originalName: string;
  /** Safe for storage keys: `[A-Za-z0-9._-]`, extension matching the sniffed type. */
  safeName: string;
  size: number;
  /** Decided from the bytes; one of FILE_RULES[kind].types. */
  mime: string;
  /** The form's text fields sent with the file (a voice memory's `title`), the first of each name. */
  fields: Record<string, string>;
  /** Removes the temp file; safe to call more than once. */
  cleanup(): Promise<void>;
}

export const UPLOAD_MSG = {
  noFile: 'Please choose a file to upload.',
  tooManyFiles: 'Please upload one file at a time.',
  notMultipart: 'Please send the file as a form upload (multipart/form-data).',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** Multipart framing and a few small text fields on top of the file itself. */
const BODY_OVERHEAD = 1 * MB;
/** How much of a file is searched for markup (all of it when smaller than SCAN_ALL_BELOW). */
const SCAN_HEAD = 64 * 1024;
const SCAN_ALL_BELOW = 1 * MB;
/**
 * Markup a browser could run: a tag's opening, followed by what may follow a tag's name (white
 * space, `>` or `/`). The bytes of a compressed photo, video or recording are close to random, and
 * about one photo in five hundred holds "<svg" (in either case) somewhere in its first megabyte by
 * chance; asking for the character after the name makes such a refusal about forty times rarer.
 */
const MARKUP = /<(?:html|script|svg|iframe|body)[\s/>]|<!doctype[\s>]|<\?xml[\s?]/;

/** What file-type reports (by extension) → the type we store and the extension we force. */
const SNIFFED: Record<MediaKind, Record<string, { mime: string; ext: string }>> = {
  photo: {
    jpg: { mime: 'image/jpeg', ext: 'jpg' },
    png: { mime: 'image/png', ext: 'png' },
    // An animated PNG is still a PNG to every browser.
    apng: { mime: 'image/png', ext: 'png' },
    gif: { mime: 'image/gif', ext: 'gif' },
    webp: { mime: 'image/webp', ext: 'webp' },
  },
  video: {
    mp4: { mime: 'video/mp4', ext: 'mp4' },
    webm: { mime: 'video/webm', ext: 'webm' },
    mov: { mime: 'video/quicktime', ext: 'mov' },
  },
  song: {
    mp3: { mime: 'audio/mpeg', ext: 'mp3' },
    wav: { mime: 'audio/wav', ext: 'wav' },
  },
  // A voice memory (decision 038). An MP4 or WebM container is stored as audio; whether it holds
  // a video is read from the file by the service (media/audio.ts).
  audio: {
    mp3: { mime: 'audio/mpeg', ext: 'mp3' },
    m4a: { mime: 'audio/mp4', ext: 'm4a' },
    mp4: { mime: 'audio/mp4', ext: 'm4a' },
    aac: { mime: 'audio/aac', ext: 'aac' },
    ogg: { mime: 'audio/ogg', ext: 'ogg' },
    oga: { mime: 'audio/ogg', ext: 'ogg' },
    opus: { mime: 'audio/ogg', ext: 'opus' },
    wav: { mime: 'audio/wav', ext: 'wav' },
    webm: { mime: 'audio/webm', ext: 'webm' },
  },
};
const WAV_MIMES = new Set(['audio/wav', 'audio/wave', 'audio/vnd.wave', 'audio/x-wav']);

/** Control characters, line separators and the bidi controls that could disguise a name. */
const UNSAFE_CHARS = /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The client's name as shown back in messages: no control or bidi characters, 100 at most. */
export function displayFileName(name: string): string {
  const cleaned = Array.from(name.replace(UNSAFE_CHARS, '')).slice(0, 100).join('').trim();
  return cleaned || 'file';
}

/** sanitizeFileName with the extension replaced by the one matching the bytes. */
export function safeFileName(originalName: string, ext: string): string {
  const sanitized = sanitizeFileName(originalName);
  const dot = sanitized.lastIndexOf('.');
  let base = dot > 0 ? sanitized.slice(0, dot) : sanitized;
  base = base.replace(/^[._-]+|[.]+$/g, '');
  if (!base || /^\.*$/.test(base)) base = 'file';
  return `${base.slice(0, 100 - ext.length - 1)}.${ext}`;
}

async function removeQuietly(p: string): Promise<void> {
  await rm(p, { force: true }).catch(() => {});
}

/**
 * Reads the one file of a multipart/form-data request (field `file`) into `tmpDir`, enforcing the
 * kind's size limit while streaming (the rest of the body is not read once the limit is passed) and
 * its allowed types by magic bytes. Every failure is an AppError and leaves no temp file behind.
 */
export async function receiveUpload(
  request: Request,
  opts: { kind: MediaKind; tmpDir: string; maxBodyBytes?: number },
): Promise<ReceivedFile> {
  const rules = FILE_RULES[opts.kind];
  const maxFileBytes = rules.maxMB * MB;
  const maxBodyBytes = opts.maxBodyBytes ?? maxFileBytes + BODY_OVERHEAD;

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !/boundary=/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, UPLOAD_MSG.notMultipart);
  }
  if (!request.body) throw new AppError('NO_FILE', 400, UPLOAD_MSG.noFile);

  await mkdir(opts.tmpDir, { recursive: true, mode: 0o700 });
  const tmpPath = path.join(opts.tmpDir, `upload-${randomUUID()}.part`);
  // Opened before parsing starts so that a failure can never race the file's creation.
  const handle = await open(tmpPath, 'wx', 0o600);
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await handle.close().catch(() => {});
    await removeQuietly(tmpPath);
  };

  try {
    const { name, size, fields } = await spool(request.body, contentType, handle.createWriteStream(), {
      maxFileBytes,
      maxBodyBytes,
      maxMB: rules.maxMB,
    });
    if (size === 0) throw new AppError('EMPTY_FILE', 400, MEMORIAL_MSG.emptyFile(name.display));

    const invalid = () => new AppError('INVALID_FILE_TYPE', 415, fileInvalidType(name.display, rules.types));
    const sniffed = await fileTypeFromFile(tmpPath).catch(() => undefined);
    const ext = sniffed && (WAV_MIMES.has(sniffed.mime) ? 'wav' : sniffed.ext);
    const accepted = ext ? SNIFFED[opts.kind][ext] : undefined;
    if (!accepted || !(rules.types as readonly string[]).includes(accepted.mime)) throw invalid();
    if (await containsMarkup(tmpPath, size)) throw invalid();

    return {
      tmpPath,
      originalName: name.display,
      safeName: safeFileName(name.raw, accepted.ext),
      size,
      mime: accepted.mime,
      fields,
      cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

interface SpoolLimits {
  maxFileBytes: number;
  maxBodyBytes: number;
  maxMB: number;
}

/** Streams the single file part into `out`; resolves once it is fully on disk. */
function spool(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  out: WriteStream,
  limits: SpoolLimits,
): Promise<{ name: { raw: string; display: string }; size: number; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let bodyBytes = 0;
    let fileParts = 0;
    let size = 0;
    let name: { raw: string; display: string } | null = null;
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let parsed = false;
    let written = false;

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          // busboy reports 'limit' on reaching fileSize, so one more byte lets a file of exactly the limit through.
          fileSize: limits.maxFileBytes + 1,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 30,
          headerPairs: 20,
        },
      });
    } catch {
      out.destroy();
      reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 415, UPLOAD_MSG.notMultipart));
      return;
    }
    const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);
    const parts: Readable[] = [];

    // Stop at once: nothing more is pulled from the request body, nothing more is written.
    // `ours` marks our own failures (disk full, permissions): they stay errors for the error handler.
    const fail = (err: unknown, ours = false) => {
      if (settled) return;
      settled = true;
      source.unpipe(bb);
      source.pause();
      const error = err instanceof AppError || ours ? err : new AppError('BAD_UPLOAD', 400, UPLOAD_MSG.unreadable);
      // Destroyed on the next tick: busboy still touches the file stream after emitting 'limit'.
      process.nextTick(() => {
        source.destroy();
        for (const p of parts) p.destroy();
        bb.destroy();
        out.destroy();
        // The caller deletes the file once its descriptor is closed.
        if (out.closed) reject(error);
        else out.once('close', () => reject(error));
      });
    };
    const maybeDone = () => {
      if (settled || !parsed) return;
      if (fileParts === 0 || !name) return fail(new AppError('NO_FILE', 400, UPLOAD_MSG.noFile));
      if (!written) return;
      settled = true;
      resolve({ name, size, fields });
    };

    source.on('error', (err) => fail(err));
    bb.on('error', (err) => fail(err));
    out.on('error', (err) => fail(err, true));

    bb.on('field', (field, value) => {
      if (!Object.hasOwn(fields, field)) fields[field] = value;
    });
    bb.on('file', (field, stream, info) => {
      parts.push(stream);
      stream.on('error', (err) => fail(err));
      fileParts++;
      if (fileParts > 1) return fail(new AppError('TOO_MANY_FILES', 400, UPLOAD_MSG.tooManyFiles));
      if (field !== 'file') {
        // Counted above, otherwise ignored.
        stream.resume();
        return;
      }
      const raw = info.filename ?? '';
      name = { raw, display: displayFileName(raw) };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on('limit', () => fail(new AppError('FILE_TOO_LARGE', 413, fileTooLarge(name!.display, limits.maxMB))));
      stream.on('end', () => {
        // A browser sends an empty, nameless part when no file was chosen.
        if (size === 0 && raw === '') name = null;
      });
      stream.pipe(out);
    });
    out.on('finish', () => {
      written = true;
      maybeDone();
    });
    bb.on('close', () => {
      parsed = true;
      // No accepted file part: nothing will ever finish the write stream.
      if (!name) {
        if (!out.writableEnded) out.end();
        return maybeDone();
      }
      maybeDone();
    });

    source.pipe(bb);
    // After pipe(), so busboy has seen the chunk (and named the file) before it is counted.
    source.on('data', (chunk: Uint8Array) => {
      bodyBytes += chunk.length;
      if (bodyBytes > limits.maxBodyBytes) {
        fail(
          name
            ? new AppError('FILE_TOO_LARGE', 413, fileTooLarge(name.display, limits.maxMB))
            : new AppError('PAYLOAD_TOO_LARGE', 413, MSG.http.tooLarge),
        );
      }
    });
  });
}

/** True when markup a browser could run appears in the head of the file (or all of a small file). */
async function containsMarkup(filePath: string, size: number): Promise<boolean> {
  const length = size < SCAN_ALL_BELOW ? size : SCAN_HEAD;
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, 0);
    const text = buf.subarray(0, bytesRead).toString('latin1').toLowerCase();
    return MARKUP.test(text);
  } finally {
    await fh.close();
  }
}
