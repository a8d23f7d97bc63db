// @ts-check
/** Just enough of PNG and ICO for the committed raster images: read sizes, tag, wrap. */
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * Width, height and tEXt entries of a PNG file.
 * @param {Buffer} png
 */
export function readPng(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG file");
  /** @type {Record<string, string>} */
  const text = {};
  let width = 0;
  let height = 0;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === "tEXt") {
      const nul = data.indexOf(0);
      text[data.toString("latin1", 0, nul)] = data.toString("latin1", nul + 1);
    }
    at += 12 + length;
  }
  return { width, height, text };
}

/**
 * The PNG with a tEXt entry added after its header chunk.
 * @param {Buffer} png
 * @param {string} keyword
 * @param {string} value
 */
export function withText(png, keyword, value) {
  const data = Buffer.from(`${keyword}\0${value}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(
    crc32(chunk.subarray(4, 8 + data.length)),
    8 + data.length,
  );
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([
    png.subarray(0, afterHeader),
    chunk,
    png.subarray(afterHeader),
  ]);
}

/**
 * An .ico file holding PNG images (supported by every browser since Windows Vista's era).
 * @param {Buffer[]} pngs
 */
export function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const { width, height } = readPng(png);
    const entry = 6 + 16 * i;
    header.writeUInt8(width >= 256 ? 0 : width, entry);
    header.writeUInt8(height >= 256 ? 0 : height, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}
