/**
 * Spec section 5: photos are re-compressed in the browser before upload, to at most 10 MB and
 * 4096 px on the longest side, quality 0.95, metadata stripped (so a photo's GPS position never
 * leaves the device). If that fails, the original file is used (the server checks it anyway).
 * GIFs are left alone so they keep their animation.
 */
import { FILE_RULES, MB } from '@shared/schemas/memorials';

const MAX_SIDE = 4096;
const QUALITY = 0.95;
const RECOMPRESSIBLE = ['image/jpeg', 'image/png', 'image/webp'];
/** A photo larger than this is not even tried: it would not fit in memory comfortably. */
export const MAX_PHOTO_BEFORE_COMPRESSION = 60 * MB;

export function canCompress(file: File): boolean {
  return RECOMPRESSIBLE.includes(file.type) && typeof createImageBitmap === 'function';
}

export async function compressPhoto(file: File): Promise<File> {
  if (!canCompress(file)) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    // PNG stays PNG (transparency) unless it is too large; everything else becomes JPEG.
    const type =
      file.type === 'image/png' && file.size <= FILE_RULES.photo.maxMB * MB
        ? 'image/png'
        : file.type === 'image/webp'
          ? 'image/webp'
          : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
    if (!blob || blob.size === 0) return file;
    if (blob.size > FILE_RULES.photo.maxMB * MB && file.size <= FILE_RULES.photo.maxMB * MB) return file;
    const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
    const name = file.name.replace(/\.[^.]*$/, '') + '.' + ext;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
