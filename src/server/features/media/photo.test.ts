import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORIAL_MSG } from '@shared/schemas/memorials';
import { AppError } from '../../lib/errors';
import { processPhoto, type PhotoVariant, type ProcessedPhoto } from './photo';
import * as T from './test-files';
import { receiveUpload } from './upload';

let dir: string;
let outDir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fmn-photo-test-'));
  outDir = path.join(dir, 'out');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(name: string, mime: string, data: Buffer): Promise<ProcessedPhoto> {
  const tmpPath = await T.writeSample(dir, `in-${name}`, data);
  return processPhoto({ tmpPath, originalName: name, mime }, outDir);
}

async function variantMeta(v: PhotoVariant) {
  const bytes = await readFile(v.path);
  expect(bytes.length).toBe(v.size);
  expect((await stat(v.path)).size).toBe(v.size);
  return { bytes, meta: await sharp(bytes, { animated: true }).metadata() };
}

describe('processPhoto', () => {
  it('applies EXIF orientation and strips EXIF, GPS, XMP and ICC from every version', async () => {
    const source = await T.jpegWithExif(200, 100);
    // The sample really carries what must go.
    const before = await sharp(source).metadata();
    expect(before).toMatchObject({ width: 200, height: 100, orientation: 6 });
    expect(T.exifIfd0Tags(before.exif!)).toContain(T.EXIF_TAG.gpsIfd);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(source.includes(PII('make'))).toBe(true);

    const out = await run('grandma.jpg', 'image/jpeg', source);
    expect(out.original).toMatchObject({ contentType: 'image/jpeg', width: 100, height: 200 });
    expect(out.display).toMatchObject({ contentType: 'image/webp', width: 100, height: 200 });
    expect(out.medium).toMatchObject({ contentType: 'image/webp', width: 100, height: 200 });
    expect(out.thumb).toMatchObject({ contentType: 'image/webp', width: 100, height: 200 });

    for (const v of [out.original, out.display, out.medium, out.thumb]) {
      const { bytes, meta } = await variantMeta(v);
      expect(meta.width).toBe(100);
      expect(meta.height).toBe(200);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('xmpmeta')).toBe(false);
      for (const key of Object.keys(T.PII_MARKERS) as Array<keyof typeof T.PII_MARKERS>) {
        expect(bytes.includes(PII(key)), key).toBe(false);
      }
    }
    expect((await variantMeta(out.original)).meta.format).toBe('jpeg');
  });

  it('limits the original to 4096 px and makes WebP derivatives of 1600 and 400 px', async () => {
    const out = await run('wide.jpg', 'image/jpeg', await T.jpeg(5000, 3000));
    expect(out.original).toMatchObject({ contentType: 'image/jpeg', width: 4096, height: 2458 });
    expect(out.display).toMatchObject({ contentType: 'image/webp', width: 1600, height: 960 });
    expect(out.medium).toMatchObject({ contentType: 'image/webp', width: 800, height: 480 });
    expect(out.thumb).toMatchObject({ contentType: 'image/webp', width: 400, height: 240 });
    expect((await variantMeta(out.original)).meta).toMatchObject({ format: 'jpeg', width: 4096, height: 2458 });
    expect((await variantMeta(out.display)).meta).toMatchObject({ format: 'webp', width: 1600, height: 960 });
    expect((await variantMeta(out.medium)).meta).toMatchObject({ format: 'webp', width: 800, height: 480 });
    expect((await variantMeta(out.thumb)).meta).toMatchObject({ format: 'webp', width: 400, height: 240 });
  });

  it('never enlarges a small picture', async () => {
    const out = await run('tiny.png', 'image/png', await T.png(64, 48));
    for (const v of [out.original, out.display, out.medium, out.thumb])
      expect(v).toMatchObject({ width: 64, height: 48 });
  });

  it('keeps PNG and WebP in their format', async () => {
    const p = await run('a.png', 'image/png', await T.png(300, 200));
    expect((await variantMeta(p.original)).meta).toMatchObject({ format: 'png', width: 300, height: 200 });
    const w = await run('a.webp', 'image/webp', await T.webp(300, 200));
    expect((await variantMeta(w.original)).meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(w.original.contentType).toBe('image/webp');
  });

  it('keeps a GIF animated; its derivatives are still WebP pictures', async () => {
    const out = await run('wave.gif', 'image/gif', await T.animatedGif(60, 40));
    expect(out.original).toMatchObject({ contentType: 'image/gif', width: 60, height: 40 });
    const original = (await variantMeta(out.original)).meta;
    expect(original).toMatchObject({ format: 'gif', pages: 2, pageHeight: 40 });
    const thumb = (await variantMeta(out.thumb)).meta;
    expect(thumb.format).toBe('webp');
    expect(thumb.pages ?? 1).toBe(1);
    expect(out.thumb).toMatchObject({ width: 60, height: 40 });
  });

  it('keeps an animation too big to re-encode as a still of its first frame', async () => {
    // 1000 x 1000 x 51 frames is past PHOTO_LIMITS.maxAnimationPixels, in a file of 1.3 kB.
    const bomb = T.gifBomb(1000, 1000, 51);
    expect(await sharp(bomb, { animated: true }).metadata()).toMatchObject({ pages: 51, pageHeight: 1000 });
    const out = await run('long.gif', 'image/gif', bomb);
    const original = (await variantMeta(out.original)).meta;
    expect(original).toMatchObject({ format: 'gif', width: 1000, height: 1000 });
    expect(original.pages ?? 1).toBe(1);

    // So many frames that sharp will not even describe the animation: still the first frame.
    const worse = await run('worse.gif', 'image/gif', T.gifBomb(1000, 1000, 5000));
    expect(worse.original).toMatchObject({ width: 1000, height: 1000 });
  });

  it('refuses a corrupt JPEG gently and leaves no files', async () => {
    const err = await run('broken.jpg', 'image/jpeg', await T.corruptJpeg()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'IMAGE_UNREADABLE',
      status: 422,
      userMessage: MEMORIAL_MSG.mediaProcessingFailed('broken.jpg'),
    });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('refuses bytes that are not the claimed picture, and decompression bombs', async () => {
    await expect(run('x.png', 'image/png', T.text())).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
    await expect(run('bomb.png', 'image/png', T.pngHeaderOnly(20_000, 20_000))).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
      userMessage: MEMORIAL_MSG.mediaProcessingFailed('bomb.png'),
    });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('works on what receiveUpload hands over', async () => {
    const tmpDir = path.join(dir, 'uploads');
    const form = T.multipartBody('file', 'Dad & me.jpeg', 'image/jpeg', await T.jpegWithExif(300, 150));
    const file = await receiveUpload(T.uploadRequest(form), { kind: 'photo', tmpDir });
    try {
      const out = await processPhoto(file, outDir);
      expect(out.original).toMatchObject({ width: 150, height: 300, contentType: 'image/jpeg' });
      expect(await readdir(outDir)).toHaveLength(4);
    } finally {
      await file.cleanup();
    }
    expect(await readdir(tmpDir)).toEqual([]);
  });
});

function PII(key: keyof typeof T.PII_MARKERS): string {
  return T.PII_MARKERS[key];
}
