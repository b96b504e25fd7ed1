/**
 * Photo processing with sharp: every stored photo is re-encoded (auto-oriented, at most 4096 px,
 * all metadata such as EXIF, GPS, XMP and ICC stripped), plus three WebP derivatives for the page.
 * Re-encoding also neutralises anything smuggled after the image data.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_SIDES } from '@shared/photo-sizes';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { AppError } from '../../lib/errors';
import { displayFileName } from './upload';

// Every photo is read once: libvips' operation cache would only hold memory (decision 009).
sharp.cache(false);

export interface PhotoVariant {
  path: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

export interface ProcessedPhoto {
  /** Same format as uploaded, re-encoded, longest side at most 4096 px. */
  original: PhotoVariant;
  /** WebP, longest side at most 1600 px. */
  display: PhotoVariant;
  /** WebP, longest side at most 800 px: a phone's cover in a `srcset` (decision 048). */
  medium: PhotoVariant;
  /** WebP, longest side at most 400 px (first frame of an animation). */
  thumb: PhotoVariant;
}

export const PHOTO_LIMITS = {
  originalMaxSide: 4096,
  displayMaxSide: PHOTO_SIDES.display,
  mediumMaxSide: PHOTO_SIDES.medium,
  thumbMaxSide: PHOTO_SIDES.thumb,
  /** Decoding bombs are refused before any pixels are allocated. */
  maxInputPixels: 100_000_000,
  /**
   * sharp checks maxInputPixels per frame. Re-encoding a GIF costs about 0.15-0.8 s per megapixel
   * of all frames together here, so past this an animation is kept as a still of its first frame.
   */
  maxAnimationPixels: 50_000_000,
  /** A safety net against pathological files; hitting it reads as "could not read". */
  timeoutSeconds: 60,
} as const;

// mozjpeg would save ~15% on the original but takes ~9x longer (4 s against 0.45 s for 12 MP here).
const FORMATS: Record<string, { ext: string; animated: boolean; encode: (s: Sharp) => Sharp }> = {
  'image/jpeg': { ext: 'jpg', animated: false, encode: (s) => s.jpeg({ quality: 95, optimiseCoding: true }) },
  'image/png': { ext: 'png', animated: false, encode: (s) => s.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', animated: true, encode: (s) => s.webp({ quality: 95 }) },
  // effort 1 and no dithering halve the time; the GIF's own palette is reused anyway.
  'image/gif': { ext: 'gif', animated: true, encode: (s) => s.gif({ effort: 1, dither: 0 }) },
};

function input(file: string, animated: boolean): Sharp {
  // failOn 'warning' (sharp's advice for untrusted input): a damaged file is refused, not half-drawn.
  return sharp(file, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'warning', animated }).timeout({
    seconds: PHOTO_LIMITS.timeoutSeconds,
  });
}

function fitInside(s: Sharp, side: number): Sharp {
  return s.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
}

/** The phone-sized derivative's encoding, for new uploads and for photos stored before it. */
function mediumWebp(s: Sharp): Sharp {
  return s.webp({ quality: 78, effort: 2 });
}

/**
 * The phone-sized derivative of a photo stored before there was one (decision 048), made from its
 * display derivative (already oriented, at most 1600 px, no metadata). Throws when that is not a
 * readable image.
 */
export async function mediumFromDisplay(display: Buffer): Promise<Buffer> {
  return mediumWebp(
    fitInside(
      sharp(display, { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'warning' }).timeout({
        seconds: PHOTO_LIMITS.timeoutSeconds,
      }),
      PHOTO_LIMITS.mediumMaxSide,
    ),
  ).toBuffer();
}

/** System errors (disk full, permissions) are ours to report, not the photo's fault. */
function isSystemError(err: unknown): boolean {
  return (
    err instanceof Error &&
    typeof (err as NodeJS.ErrnoException).code === 'string' &&
    /^E[A-Z]+$/.test((err as NodeJS.ErrnoException).code!)
  );
}

/**
 * Re-encodes an uploaded photo and writes it with its display and thumbnail versions into `outDir`.
 * One image at a time per upload; its original and derivatives are encoded side by side.
 */
export async function processPhoto(
  file: { tmpPath: string; originalName: string; mime: string },
  outDir: string,
): Promise<ProcessedPhoto> {
  const name = displayFileName(file.originalName);
  const unreadable = () => new AppError('IMAGE_UNREADABLE', 422, MEMORIAL_MSG.mediaProcessingFailed(name));
  const format = FORMATS[file.mime];
  if (!format) throw unreadable();

  await mkdir(outDir, { recursive: true });
  const id = randomUUID();
  const paths = {
    original: path.join(outDir, `${id}-original.${format.ext}`),
    display: path.join(outDir, `${id}-display.webp`),
    medium: path.join(outDir, `${id}-medium.webp`),
    thumb: path.join(outDir, `${id}-thumb.webp`),
  };

  try {
    let animated = false;
    if (format.animated) {
      // All frames together may pass sharp's own pixel limit here; the first frame is then enough.
      const meta = await input(file.tmpPath, true)
        .metadata()
        .catch(() => null);
      const pages = meta?.pages ?? 1;
      animated =
        !!meta && pages > 1 && meta.width * (meta.pageHeight ?? meta.height) * pages <= PHOTO_LIMITS.maxAnimationPixels;
    }
    // No withMetadata/keep*: sharp writes none of EXIF, XMP, IPTC or ICC, and converts to sRGB.
    // The original and the derivatives are made side by side (two threads: the JPEG encode and
    // the WebP encode each keep one core busy); the derivatives come from the upload again, where
    // JPEG shrink-on-load makes them cheaper than decoding the 4096 px re-encode, and the first
    // frame is enough for an animation. WebP effort 2 instead of 4 takes a third less time for
    // files of about the same size at the same quality (decision 021).
    const [original, display, medium, thumb] = await (async () => {
      const originalJob = format
        .encode(fitInside(input(file.tmpPath, animated).rotate(), PHOTO_LIMITS.originalMaxSide))
        .toFile(paths.original);
      const derivativesJob = (async () => {
        const display = await fitInside(input(file.tmpPath, false).rotate(), PHOTO_LIMITS.displayMaxSide)
          .webp({ quality: 82, effort: 2 })
          .toFile(paths.display);
        const medium = await mediumWebp(
          fitInside(input(file.tmpPath, false).rotate(), PHOTO_LIMITS.mediumMaxSide),
        ).toFile(paths.medium);
        const thumb = await fitInside(input(file.tmpPath, false).rotate(), PHOTO_LIMITS.thumbMaxSide)
          .webp({ quality: 75, effort: 2 })
          .toFile(paths.thumb);
        return [display, medium, thumb] as const;
      })();
      // Both settle before anything is cleaned up, so no encoder is still writing a file we remove.
      const [o, d] = await Promise.allSettled([originalJob, derivativesJob]);
      if (o.status === 'rejected') throw o.reason;
      if (d.status === 'rejected') throw d.reason;
      return [o.value, ...d.value] as const;
    })();

    const variant = (p: string, contentType: string, info: OutputInfo): PhotoVariant => ({
      path: p,
      contentType,
      width: info.width,
      height: info.pageHeight ?? info.height,
      size: info.size,
    });
    return {
      original: variant(paths.original, file.mime, original),
      display: variant(paths.display, 'image/webp', display),
      medium: variant(paths.medium, 'image/webp', medium),
      thumb: variant(paths.thumb, 'image/webp', thumb),
    };
  } catch (err) {
    await Promise.all(Object.values(paths).map((p) => rm(p, { force: true }).catch(() => {})));
    if (isSystemError(err)) throw err;
    throw unreadable();
  }
}
