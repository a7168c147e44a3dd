// Draws the app's icons, web/www/icon-192.png and icon-512.png: the design of icon.svg (a
// blue tile, a white board of three by three boxes, the centre box lit) at each size, as
// PNG files written with Node's zlib alone. Run it again after changing the design:
//
//   node web/tools/icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
const YELLOW = [0xf8, 0xdc, 0x85];

// The colour at (x, y) of a 96-unit design, or null outside the tile's rounded corners.
function colour(x, y) {
  const r = 18;
  const cx = Math.min(Math.max(x, r), 96 - r);
  const cy = Math.min(Math.max(y, r), 96 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  const inBoard = x >= 18 && x < 78 && y >= 18 && y < 78;
  if (!inBoard) return BLUE;
  const line = (v) => [38, 58].some((at) => Math.abs(v - at) < 1.5);
  if (line(x) || line(y)) return BLUE;
  if (x >= 38 && x < 58 && y >= 38 && y < 58) return YELLOW;
  return WHITE;
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  // Four samples a pixel, so that the round corners and lines are smooth.
  const samples = [0.25, 0.75];
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (const sy of samples) {
        for (const sx of samples) {
          const c = colour(((x + sx) / size) * 96, ((y + sy) / size) * 96);
          if (c === null) continue;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
          sum[3] += 255;
        }
      }
      const n = sum[3] / 255;
      const at = y * (size * 4 + 1) + 1 + x * 4;
      raw[at] = n ? Math.round(sum[0] / n) : 0;
      raw[at + 1] = n ? Math.round(sum[1] / n) : 0;
      raw[at + 2] = n ? Math.round(sum[2] / n) : 0;
      raw[at + 3] = Math.round(sum[3] / 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = new URL(`../www/icon-${size}.png`, import.meta.url);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
