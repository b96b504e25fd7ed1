import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILE_RULES, MB, MEMORIAL_MSG, fileInvalidType, fileTooLarge, type MediaKind } from '@shared/schemas/memorials';
import { AppError } from '../../lib/errors';
import * as T from './test-files';
import { UPLOAD_MSG, displayFileName, receiveUpload, safeFileName } from './upload';

let tmpDir: string;
beforeEach(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'fmn-upload-test-'));
});
afterEach(async () => {
  await rm(tmpDir, { recursive: true, force: true });
});

function send(
  kind: MediaKind,
  form: { body: ReadableStream<Uint8Array>; headers: Record<string, string> },
  maxBodyBytes?: number,
) {
  return receiveUpload(T.uploadRequest(form), { kind, tmpDir, maxBodyBytes });
}
function upload(kind: MediaKind, fileName: string, contentType: string, data: T.PartData) {
  return send(kind, T.multipartBody('file', fileName, contentType, data));
}

async function expectRefused(p: Promise<unknown>, code: string, status: number, message: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, status, userMessage: message });
  // Whatever went wrong, nothing is left behind.
  expect(await readdir(tmpDir)).toEqual([]);
}

const invalid = (name: string, kind: MediaKind) => fileInvalidType(name, FILE_RULES[kind].types);

describe('receiveUpload: accepted files', () => {
  const cases: Array<[MediaKind, string, string, () => Buffer | Promise<Buffer>, string, string]> = [
    ['photo', 'Mum at the beach.jpg', 'image/jpeg', () => T.jpeg(), 'image/jpeg', 'Mum_at_the_beach.jpg'],
    ['photo', 'garden.png', 'image/png', () => T.png(), 'image/png', 'garden.png'],
    ['photo', 'wave.gif', 'image/gif', () => T.animatedGif(), 'image/gif', 'wave.gif'],
    ['photo', 'roses.webp', 'image/webp', () => T.webp(), 'image/webp', 'roses.webp'],
    ['video', 'birthday.mp4', 'video/mp4', () => T.mp4(), 'video/mp4', 'birthday.mp4'],
    ['video', 'song.webm', 'video/webm', () => T.webm(), 'video/webm', 'song.webm'],
    ['video', 'IMG_0001.MOV', 'video/quicktime', () => T.mov(), 'video/quicktime', 'IMG_0001.mov'],
    ['song', 'hymn.mp3', 'audio/mpeg', () => T.mp3(), 'audio/mpeg', 'hymn.mp3'],
    ['song', 'voice.wav', 'audio/wav', () => T.wav(), 'audio/wav', 'voice.wav'],
  ];

  it.each(cases)('%s %s is accepted as its sniffed type', async (kind, name, claim, make, mime, safeName) => {
    const data = await make();
    const file = await upload(kind, name, claim, data);
    expect(file).toMatchObject({ originalName: name, safeName, size: data.length, mime });
    expect(path.dirname(file.tmpPath)).toBe(tmpDir);
    expect(await readFile(file.tmpPath)).toEqual(data);
    expect((await stat(file.tmpPath)).mode & 0o777).toBe(0o600);
    await file.cleanup();
    await file.cleanup();
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("trusts the bytes, not the browser's claim or the extension", async () => {
    const file = await upload('photo', 'holiday.jpg', 'image/jpeg', await T.png());
    expect(file).toMatchObject({ mime: 'image/png', safeName: 'holiday.png' });
    const song = await upload('song', 'track', 'application/octet-stream', T.wav());
    expect(song).toMatchObject({ mime: 'audio/wav', safeName: 'track.wav' });
    const jpeg = await upload('photo', 'scan.JPEG', 'image/jpeg', await T.jpeg());
    expect(jpeg.safeName).toBe('scan.jpg');
  });

  it('ignores ordinary fields around the file', async () => {
    const data = await T.jpeg();
    const form = T.multipartForm([
      { name: 'caption', data: 'for Grandad' },
      { name: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', data },
      { name: 'order', data: '3' },
    ]);
    const file = await send('photo', form);
    expect(file.size).toBe(data.length);
  });

  it('accepts a file of exactly the limit', async () => {
    const data = Buffer.alloc(FILE_RULES.song.maxMB * MB);
    T.mp3().copy(data);
    const file = await upload('song', 'long.mp3', 'audio/mpeg', data);
    expect(file.size).toBe(5 * MB);
  });
});

describe('receiveUpload: refused files', () => {
  it('refuses a photo sent as a video', async () => {
    await expectRefused(
      upload('video', 'photo.jpg', 'video/mp4', await T.jpeg()),
      'INVALID_FILE_TYPE',
      415,
      invalid('photo.jpg', 'video'),
    );
  });

  it('refuses types outside the list (m4v, svg, text, html renamed .jpg)', async () => {
    await expectRefused(
      upload('video', 'clip.m4v', 'video/mp4', T.m4v()),
      'INVALID_FILE_TYPE',
      415,
      invalid('clip.m4v', 'video'),
    );
    await expectRefused(
      upload('photo', 'logo.svg', 'image/svg+xml', T.svg()),
      'INVALID_FILE_TYPE',
      415,
      invalid('logo.svg', 'photo'),
    );
    await expectRefused(
      upload('photo', 'logo.png', 'image/png', T.svg()),
      'INVALID_FILE_TYPE',
      415,
      invalid('logo.png', 'photo'),
    );
    await expectRefused(
      upload('photo', 'notes.jpg', 'image/jpeg', T.text()),
      'INVALID_FILE_TYPE',
      415,
      invalid('notes.jpg', 'photo'),
    );
    await expectRefused(
      upload('photo', 'cute.jpg', 'image/jpeg', T.html()),
      'INVALID_FILE_TYPE',
      415,
      invalid('cute.jpg', 'photo'),
    );
    await expectRefused(
      upload('song', 'song.mp3', 'audio/mpeg', T.mp4()),
      'INVALID_FILE_TYPE',
      415,
      invalid('song.mp3', 'song'),
    );
  });

  it('refuses a JPEG carrying HTML (a polyglot)', async () => {
    await expectRefused(
      upload('photo', 'innocent.jpg', 'image/jpeg', await T.jpegHtmlPolyglot()),
      'INVALID_FILE_TYPE',
      415,
      invalid('innocent.jpg', 'photo'),
    );
    // Markup in the head of a large file is found too.
    const video = Buffer.alloc(2 * MB);
    T.mp4().copy(video);
    video.write('<IFRAME src=//evil>', 40_000, 'latin1');
    await expectRefused(
      upload('video', 'v.mp4', 'video/mp4', video),
      'INVALID_FILE_TYPE',
      415,
      invalid('v.mp4', 'video'),
    );
  });

  it('takes a file whose compressed bytes happen to spell a tag name, but not a tag', async () => {
    // Compressed data is near random: "<svg" or "<SCRIPT" turn up in it by chance, with no tag after.
    const photo = Buffer.concat([await T.jpeg(32, 32), Buffer.from('\x07<SvGq\x91<scripts<body1<?xmlns', 'latin1')]);
    const file = await upload('photo', 'chance.jpg', 'image/jpeg', photo);
    expect(file.mime).toBe('image/jpeg');
    await file.cleanup();
    // The same names opening a tag are refused, in any case.
    for (const tag of ['<SvG/onload=x>', '<script\tsrc=x>', '<body>', '<?xml version="1.0"?>', '<!DOCTYPE html>']) {
      const poly = Buffer.concat([await T.jpeg(32, 32), Buffer.from(tag, 'latin1')]);
      await expectRefused(
        upload('photo', 'tagged.jpg', 'image/jpeg', poly),
        'INVALID_FILE_TYPE',
        415,
        invalid('tagged.jpg', 'photo'),
      );
    }
  });

  it('refuses an empty file', async () => {
    await expectRefused(
      upload('photo', 'blank.jpg', 'image/jpeg', Buffer.alloc(0)),
      'EMPTY_FILE',
      400,
      MEMORIAL_MSG.emptyFile('blank.jpg'),
    );
  });

  it('refuses one byte over the limit', async () => {
    const data = Buffer.alloc(FILE_RULES.song.maxMB * MB + 1);
    T.mp3().copy(data);
    await expectRefused(
      upload('song', 'long.mp3', 'audio/mpeg', data),
      'FILE_TOO_LARGE',
      413,
      fileTooLarge('long.mp3', 5),
    );
  });

  it('stops reading a 60 MB body once a photo passes 10 MB', async () => {
    let pulled = 0;
    let finished = false;
    async function* sixtyMegabytes() {
      const chunk = Buffer.alloc(64 * 1024);
      const head = await T.jpeg();
      head.copy(chunk);
      for (let sent = 0; sent < 60 * MB; sent += chunk.length) {
        pulled += chunk.length;
        yield sent === 0 ? chunk : Buffer.alloc(chunk.length);
      }
      finished = true;
    }
    const started = Date.now();
    await expectRefused(
      upload('photo', 'huge.jpg', 'image/jpeg', sixtyMegabytes()),
      'FILE_TOO_LARGE',
      413,
      fileTooLarge('huge.jpg', 10),
    );
    expect(pulled).toBeGreaterThan(10 * MB);
    expect(pulled).toBeLessThan(10 * MB + 512 * 1024);
    expect(finished).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('cuts a 51 MB video off at 50 MB', async () => {
    const form = T.multipartBody('file', 'wedding.mp4', 'video/mp4', T.mp4Chunks(51 * MB));
    await expectRefused(send('video', form), 'FILE_TOO_LARGE', 413, fileTooLarge('wedding.mp4', 50));
    expect(form.pulled()).toBeLessThan(50 * MB + 512 * 1024);
  });

  it('guards the size of the whole body too', async () => {
    const big = T.multipartForm([
      { name: 'padding', data: 'x'.repeat(60 * 1024) },
      { name: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', data: await T.jpeg() },
    ]);
    await expectRefused(send('photo', big, 32 * 1024), 'PAYLOAD_TOO_LARGE', 413, 'That request is too large.');
    const form = T.multipartBody('file', 'a.jpg', 'image/jpeg', await T.jpeg(400, 300, true));
    await expectRefused(send('photo', form, 4096), 'FILE_TOO_LARGE', 413, fileTooLarge('a.jpg', 10));
  });

  it('asks for a file when none was sent', async () => {
    await expectRefused(
      send('photo', T.multipartForm([{ name: 'caption', data: 'hello' }])),
      'NO_FILE',
      400,
      UPLOAD_MSG.noFile,
    );
    // What a browser sends when the file input was left empty.
    await expectRefused(
      send(
        'photo',
        T.multipartForm([{ name: 'file', fileName: '', contentType: 'application/octet-stream', data: '' }]),
      ),
      'NO_FILE',
      400,
      UPLOAD_MSG.noFile,
    );
    await expectRefused(
      send(
        'photo',
        T.multipartForm([{ name: 'picture', fileName: 'a.jpg', contentType: 'image/jpeg', data: await T.jpeg() }]),
      ),
      'NO_FILE',
      400,
      UPLOAD_MSG.noFile,
    );
    await expectRefused(send('photo', T.multipartForm([])), 'NO_FILE', 400, UPLOAD_MSG.noFile);
  });

  it('takes one file at a time', async () => {
    const data = await T.jpeg();
    const two = T.multipartForm([
      { name: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', data },
      { name: 'file', fileName: 'b.jpg', contentType: 'image/jpeg', data },
    ]);
    await expectRefused(send('photo', two), 'TOO_MANY_FILES', 400, UPLOAD_MSG.tooManyFiles);
    const other = T.multipartForm([
      { name: 'extra', fileName: 'b.jpg', contentType: 'image/jpeg', data },
      { name: 'file', fileName: 'a.jpg', contentType: 'image/jpeg', data },
    ]);
    await expectRefused(send('photo', other), 'TOO_MANY_FILES', 400, UPLOAD_MSG.tooManyFiles);
  });

  it('refuses a body that is not multipart/form-data', async () => {
    const req = new Request('http://localhost/api/upload', {
      method: 'POST',
      body: JSON.stringify({ file: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    await expectRefused(
      receiveUpload(req, { kind: 'photo', tmpDir }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      UPLOAD_MSG.notMultipart,
    );
    const noBoundary = new Request('http://localhost/api/upload', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    await expectRefused(
      receiveUpload(noBoundary, { kind: 'photo', tmpDir }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      UPLOAD_MSG.notMultipart,
    );
  });

  it('refuses a cut-off body and a body that fails mid-way', async () => {
    const data = await T.jpeg();
    const whole = T.multipartBody('file', 'a.jpg', 'image/jpeg', data);
    const bytes = Buffer.from(await new Response(whole.body).arrayBuffer());
    const cut = bytes.subarray(0, bytes.length - 30);
    await expectRefused(
      send('photo', { body: new Response(cut).body!, headers: whole.headers }),
      'BAD_UPLOAD',
      400,
      UPLOAD_MSG.unreadable,
    );

    async function* broken() {
      yield data.subarray(0, 100);
      throw new Error('connection reset');
    }
    await expectRefused(upload('photo', 'a.jpg', 'image/jpeg', broken()), 'BAD_UPLOAD', 400, UPLOAD_MSG.unreadable);
  });
});

describe('file names', () => {
  it('makes a safe name from a hostile one and shows a clean one', async () => {
    const hostile = '../../etc/pa\u0001ss\u0007wd\u202egpj.exe.jpg';
    const file = await upload('photo', hostile, 'image/jpeg', await T.jpeg());
    expect(file.safeName).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(file.safeName).not.toContain('..');
    expect(file.safeName).not.toContain('/');
    expect(file.safeName.endsWith('.jpg')).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(file.originalName).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
    await file.cleanup();

    // Raw control characters in a part header make the body unreadable, and nothing is kept.
    const raw = T.multipartForm([
      { name: 'file', fileName: 'a\u0001b.jpg', rawFileName: true, contentType: 'image/jpeg', data: await T.jpeg() },
    ]);
    await expectRefused(send('photo', raw), 'BAD_UPLOAD', 400, UPLOAD_MSG.unreadable);
  });

  it('keeps non-Latin names readable in messages', async () => {
    const name = 'Großmutter 👵.jpg';
    const file = await upload('photo', name, 'image/jpeg', await T.jpeg());
    expect(file.originalName).toBe(name);
    expect(file.safeName).toMatch(/^Gro_mutter_+\.jpg$/);
    await file.cleanup();
    await expectRefused(
      upload('photo', name, 'image/jpeg', Buffer.alloc(0)),
      'EMPTY_FILE',
      400,
      MEMORIAL_MSG.emptyFile(name),
    );
  });

  it('cuts long names to 100 characters', async () => {
    const long = `${'a'.repeat(300)}.png`;
    const file = await upload('photo', long, 'image/png', await T.png());
    expect(file.originalName).toHaveLength(100);
    expect(file.safeName.length).toBeLessThanOrEqual(100);
    expect(file.safeName.endsWith('.png')).toBe(true);
  });

  it('displayFileName and safeFileName', () => {
    expect(displayFileName('a\u0000b\nc\u202e.jpg')).toBe('abc.jpg');
    expect(displayFileName('\u0001\u0002')).toBe('file');
    expect(safeFileName('..', 'jpg')).toBe('file_.jpg');
    expect(safeFileName('.hidden', 'png')).toBe('hidden.png');
    expect(safeFileName('photo', 'webp')).toBe('photo.webp');
    expect(safeFileName('a.b.c.gif', 'jpg')).toBe('a.b.c.jpg');
    expect(safeFileName('C:\\Users\\me\\x y.mov', 'mov')).toBe('x_y.mov');
  });
});
