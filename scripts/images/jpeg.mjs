// @ts-check
/** Just enough of JPEG for the committed share images: read the size and comments, add a comment. */

const SOI = 0xd8;
const COM = 0xfe;
/** Start-of-frame markers (baseline, progressive and the rarer kinds), which hold the size. */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * Width, height and "keyword: value" comment entries of a JPEG file.
 * @param {Buffer} jpeg
 */
export function readJpeg(jpeg) {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error("Not a JPEG file");
  /** @type {Record<string, string>} */
  const text = {};
  let width = 0;
  let height = 0;
  for (let at = 2; at + 4 <= jpeg.length;) {
    if (jpeg[at] !== 0xff) throw new Error(`Bad JPEG marker at byte ${at}`);
    const marker = jpeg.readUInt8(at + 1);
    if (marker === 0xda) break; // start of scan: the image data follows
    const length = jpeg.readUInt16BE(at + 2);
    const data = jpeg.subarray(at + 4, at + 2 + length);
    if (START_OF_FRAME.has(marker)) {
      height = data.readUInt16BE(1);
      width = data.readUInt16BE(3);
    } else if (marker === COM) {
      const comment = data.toString("latin1");
      const colon = comment.indexOf(": ");
      if (colon > 0) text[comment.slice(0, colon)] = comment.slice(colon + 2);
    }
    at += 2 + length;
  }
  return { width, height, text };
}

/**
 * The JPEG with a "keyword: value" comment segment right after its start marker.
 * @param {Buffer} jpeg
 * @param {string} keyword
 * @param {string} value
 */
export function withComment(jpeg, keyword, value) {
  const data = Buffer.from(`${keyword}: ${value}`, "latin1");
  const segment = Buffer.alloc(4 + data.length);
  segment[0] = 0xff;
  segment[1] = COM;
  segment.writeUInt16BE(2 + data.length, 2);
  data.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
