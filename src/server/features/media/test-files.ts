/**
 * Test helpers: real sample files (made with sharp or byte by byte) and multipart request bodies.
 * Used by the media tests and by any API test that needs to upload something.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';

// ---- Images --------------------------------------------------------------------------------------

/** Strings planted in the sample JPEG's metadata; none may survive processing. */
export const PII_MARKERS = {
  make: 'GriefCam',
  model: 'Remembrance 9',
  artist: 'Jane Private Doe',
  description: 'Taken at 12 Elm Street',
  gpsDatum: 'WGS-84',
  xmpCity: 'Springfieldtown',
} as const;

/** A noisy picture compresses like a photo rather than like a flat colour. */
function noise(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const buf = Buffer.alloc(width * height * channels);
  for (let i = 0; i < buf.length; i++) buf[i] = (i * 7 + (i >> 9) * 13 + ((i * i) >> 7)) & 0xff;
  return buf;
}

function rawImage(width: number, height: number, opts: { noisy?: boolean; channels?: 3 | 4 } = {}) {
  const channels = opts.channels ?? 3;
  return opts.noisy
    ? sharp(noise(width, height, channels), { raw: { width, height, channels } })
    : sharp({ create: { width, height, channels, background: { r: 180, g: 90, b: 120, alpha: 1 } } });
}

/**
 * A JPEG whose stored pixels are width x height with EXIF orientation 6 (display rotated 90° clockwise),
 * GPS tags, camera make/model/artist, an XMP packet with a city and a Display P3 ICC profile.
 */
export async function jpegWithExif(width = 200, height = 100): Promise<Buffer> {
  const xmp =
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
    `xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="${PII_MARKERS.xmpCity}"/>` +
    '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  return rawImage(width, height, { noisy: true })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: {
        Make: PII_MARKERS.make,
        Model: PII_MARKERS.model,
        Artist: PII_MARKERS.artist,
        ImageDescription: PII_MARKERS.description,
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
        GPSMapDatum: PII_MARKERS.gpsDatum,
      },
    })
    .withXmp(xmp)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function jpeg(width = 64, height = 48, noisy = false): Promise<Buffer> {
  return rawImage(width, height, { noisy }).jpeg({ quality: 90 }).toBuffer();
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return rawImage(width, height, { channels: 4 }).png().toBuffer();
}

export async function webp(width = 64, height = 48): Promise<Buffer> {
  return rawImage(width, height).webp({ quality: 80 }).toBuffer();
}

/** An animated GIF of `frames` frames (alternately red and blue), each width x height. */
export async function animatedGif(width = 60, height = 40, frames = 2): Promise<Buffer> {
  const frame = (r: number, b: number) => {
    const px = Buffer.alloc(width * height * 4);
    for (let i = 0; i < px.length; i += 4) px.set([r, 40, b, 255], i);
    return px;
  };
  const red = frame(220, 20);
  const blue = frame(20, 220);
  const strip = Buffer.concat(Array.from({ length: frames }, (_, i) => (i % 2 ? blue : red)));
  return sharp(strip, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: Array.from({ length: frames }, () => 200) })
    .toBuffer();
}

/**
 * A tiny GIF whose animation is huge: a width x height screen and `frames` frames of one pixel each.
 * Decoders paint every frame at full screen size (the "GIF bomb" shape).
 */
export function gifBomb(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const loop = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const frame = Buffer.from([
    0x21,
    0xf9,
    0x04,
    0x04,
    0x0a,
    0x00,
    0x00,
    0x00, // graphic control: keep previous, 0.1 s
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // image descriptor: 1 x 1 at 0,0
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW data for one pixel of colour 0
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    loop,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/** A valid JPEG header (SOI, APP0, quantisation tables, frame header) followed by garbage. */
export async function corruptJpeg(): Promise<Buffer> {
  const good = await jpeg(400, 300, true);
  const bad = Buffer.from(good);
  const sos = good.indexOf(Buffer.from([0xff, 0xda]));
  for (let i = sos + 20; i < bad.length - 2; i++) bad[i] = (i * 31) & 0xff;
  return bad;
}

// ---- Video and audio, byte by byte ---------------------------------------------------------------

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function ftyp(major: string, compatible: string[]): Buffer {
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(0x200, 0);
  return box('ftyp', Buffer.from(major, 'latin1'), minor, ...compatible.map((c) => Buffer.from(c, 'latin1')));
}

function moov(): Buffer {
  // mvhd version 0: 100 bytes of payload; timescale 1000, duration 0, rate 1.0, volume 1.0, identity matrix.
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(0x00010000, 20);
  mvhd.writeUInt16BE(0x0100, 24);
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((v, i) => mvhd.writeUInt32BE(v, 36 + i * 4));
  mvhd.writeUInt32BE(2, 96);
  return box('moov', box('mvhd', mvhd));
}

/** A minimal MP4 (ftyp isom + moov/mvhd): enough for magic-byte sniffing. */
export function mp4(): Buffer {
  return Buffer.concat([ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']), moov(), box('free')]);
}

/** An MP4 whose major brand says iTunes video (M4V), which the spec does not allow. */
export function m4v(): Buffer {
  return Buffer.concat([ftyp('M4V ', ['M4V ', 'M4A ', 'mp42', 'isom']), moov()]);
}

/** A minimal QuickTime movie (ftyp "qt  " + moov). */
export function mov(): Buffer {
  return Buffer.concat([ftyp('qt  ', ['qt  ']), moov()]);
}

function ebml(id: number[], data: Buffer): Buffer {
  if (data.length >= 0x7f) throw new Error('keep test EBML elements small');
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
}

/** A WebM: EBML header with DocType "webm", then a Segment of unknown size holding an empty Info. */
export function webm(): Buffer {
  const u = (n: number) => Buffer.from([n]);
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], u(1)), // EBMLVersion
      ebml([0x42, 0xf7], u(1)), // EBMLReadVersion
      ebml([0x42, 0xf2], u(4)), // EBMLMaxIDLength
      ebml([0x42, 0xf3], u(8)), // EBMLMaxSizeLength
      ebml([0x42, 0x82], Buffer.from('webm')), // DocType
      ebml([0x42, 0x87], u(4)), // DocTypeVersion
      ebml([0x42, 0x85], u(2)), // DocTypeReadVersion
    ]),
  );
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40]))),
  ]);
  return Buffer.concat([header, segment]);
}

/** An MP3: an ID3v2.4 tag with a title, then a few MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz). */
export function mp3(frames = 8): Buffer {
  const title = Buffer.from('\x03Forget-me-not', 'latin1'); // encoding byte (UTF-8) + text
  const frameHead = Buffer.alloc(10);
  frameHead.write('TIT2', 0, 'latin1');
  frameHead.writeUInt32BE(title.length, 4); // ID3v2.4 frame sizes are sync-safe; < 128 is the same
  const tagBody = Buffer.concat([frameHead, title]);
  const tagHead = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0, 0, 0, tagBody.length]);
  const frame = Buffer.alloc(417); // floor(144 * 128000 / 44100)
  frame.set([0xff, 0xfb, 0x90, 0x64], 0);
  return Buffer.concat([tagHead, tagBody, ...Array.from({ length: frames }, () => frame)]);
}

/** A WAV: RIFF/WAVE with a PCM fmt chunk (mono, 8 kHz, 16-bit) and `samples` samples of a quiet tone. */
export function wav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin(i / 4) * 3000), i * 2);
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // channels
  fmt.writeUInt32LE(8000, 4); // sample rate
  fmt.writeUInt32LE(16000, 8); // byte rate
  fmt.writeUInt16LE(2, 12); // block align
  fmt.writeUInt16LE(16, 14); // bits per sample
  const chunk = (id: string, body: Buffer) => {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'latin1');
    h.writeUInt32LE(body.length, 4);
    return Buffer.concat([h, body]);
  };
  const payload = Buffer.concat([Buffer.from('WAVE'), chunk('fmt ', fmt), chunk('data', data)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(payload.length, 4);
  return Buffer.concat([riff, payload]);
}

// ---- Things that must be refused -----------------------------------------------------------------

export function svg(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(1)</script><rect width="10" height="10"/></svg>\n',
  );
}

/** An HTML page, to be sent under a ".jpg" name with an image/jpeg claim. */
export function html(): Buffer {
  return Buffer.from('<!DOCTYPE html>\n<html><body><script>alert(document.cookie)</script></body></html>\n');
}

export function text(): Buffer {
  return Buffer.from('These are just words, not a photo.\n');
}

/** A real JPEG followed by HTML: a JPEG to a magic-byte sniffer, a page to a careless browser. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([await jpeg(32, 32), Buffer.from('<html><script>alert(1)</script></html>')]);
}

// ---- Files on disk -------------------------------------------------------------------------------

export async function writeSample(dir: string, name: string, data: Buffer): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return p;
}

/** Writes an MP4 header followed by zeros, `mb` MiB in all, without holding it in memory. */
export async function writeLargeMp4(dir: string, name: string, mb: number): Promise<string> {
  const p = path.join(dir, name);
  const total = Math.round(mb * 1024 * 1024);
  await pipeline(Readable.from(mp4Chunks(total)), createWriteStream(p));
  return p;
}

/** An MP4 header then zeros, `totalBytes` in all, in chunks of `chunkBytes`. */
export function* mp4Chunks(totalBytes: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  const head = mp4();
  let sent = 0;
  const first = Buffer.alloc(Math.min(chunkBytes, totalBytes));
  head.copy(first, 0, 0, Math.min(head.length, first.length));
  yield first;
  sent += first.length;
  const zeros = Buffer.alloc(chunkBytes);
  while (sent < totalBytes) {
    const n = Math.min(chunkBytes, totalBytes - sent);
    yield n === chunkBytes ? zeros : zeros.subarray(0, n);
    sent += n;
  }
}

// ---- Multipart bodies ----------------------------------------------------------------------------

type Chunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
export type PartData = Buffer | Uint8Array | string | Chunks | ReadableStream<Uint8Array>;

export interface FormPart {
  name: string;
  /** Present for a file part (may be ""); absent for a plain field. */
  fileName?: string;
  contentType?: string;
  data: PartData;
  /** Send a file name with control characters as they are (not percent-encoded), as a careless client might. */
  rawFileName?: boolean;
}

export interface MultipartBody {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
  /** Bytes of the body handed out so far (to prove a reader stopped early). */
  pulled(): number;
}

function quote(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ');
}

async function* partChunks(data: PartData): AsyncGenerator<Uint8Array> {
  if (typeof data === 'string') yield Buffer.from(data);
  else if (data instanceof Uint8Array) yield data;
  else if (data instanceof ReadableStream) {
    const reader = data.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  } else yield* data as AsyncIterable<Uint8Array>;
}

/** A streamed multipart/form-data body of several parts; pulled lazily, chunk by chunk. */
export function multipartForm(parts: FormPart[]): MultipartBody {
  const boundary = `----fmn-test-${randomBytes(12).toString('hex')}`;
  async function* all(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
      if (part.fileName !== undefined) {
        // Control characters are not allowed raw in a header; RFC 5987 percent-encoding carries them.
        head +=
          // eslint-disable-next-line no-control-regex
          /[\u0000-\u001f\u007f]/.test(part.fileName) && !part.rawFileName
            ? `; filename*=UTF-8''${encodeURIComponent(part.fileName)}`
            : `; filename="${quote(part.fileName)}"`;
      }
      head += '\r\n';
      if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
      yield Buffer.from(`${head}\r\n`, 'utf8');
      yield* partChunks(part.data);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  const it = all();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await it.next();
        if (done) controller.close();
        else {
          pulled += value.length;
          controller.enqueue(value);
        }
      },
      async cancel() {
        await it.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, pulled: () => pulled };
}

/** A body with one file part. */
export function multipartBody(fieldName: string, fileName: string, contentType: string, data: PartData): MultipartBody {
  return multipartForm([{ name: fieldName, fileName, contentType, data }]);
}

/** A POST Request carrying a streamed body (Node needs `duplex: 'half'` for that). */
export function uploadRequest(
  form: { body: BodyInit | null; headers: Record<string, string> },
  url = 'http://localhost/api/upload',
): Request {
  return new Request(url, { method: 'POST', body: form.body, headers: form.headers, duplex: 'half' } as RequestInit);
}

// ---- Reading EXIF in tests -----------------------------------------------------------------------

/** Tag ids in IFD0 of a raw EXIF block as sharp's metadata() returns it ("Exif\0\0" + TIFF). */
export function exifIfd0Tags(exif: Buffer): number[] {
  let tiff = exif;
  if (tiff.subarray(0, 6).toString('latin1') === 'Exif\0\0') tiff = tiff.subarray(6);
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  const count = u16(ifd);
  return Array.from({ length: count }, (_, i) => u16(ifd + 2 + i * 12));
}

export const EXIF_TAG = { orientation: 0x0112, make: 0x010f, gpsIfd: 0x8825 } as const;

/** Only a PNG signature and header claiming width x height (a "decompression bomb" shape). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length, 0);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
