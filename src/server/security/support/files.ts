import { crc32, deflateRawSync, deflateSync } from "node:zlib";
import { MAX_UPLOAD_BYTES } from "../../lib/images/limits.ts";

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

/** A greyscale PNG of width × height whose rows are `rows` rows of zeros, compressed. */
function png(width: number, height: number, rows: number): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 0, 0, 0, 0])]);
  const pixels = deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-entry ZIP archive whose entry is `size` zeros: a few kilobytes that inflate to megabytes. */
function zipBomb(name: string, size: number): Buffer {
  const content = Buffer.alloc(size);
  const packed = deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + packed.length, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

/** Files that are not what they claim, or claim to be far larger than they are. */
export function hostileFiles(): { name: string; file: UploadFile; status?: number }[] {
  return [
    {
      name: "text named .jpg",
      file: {
        name: "holiday.jpg",
        type: "image/jpeg",
        data: Buffer.from("Not a photo at all.\n".repeat(50)),
      },
    },
    {
      name: "HTML named .png",
      file: { name: "x.png", type: "image/png", data: Buffer.from("<html><script>alert(1)</script></html>") },
    },
    {
      name: "SVG with a script",
      file: {
        name: "x.svg",
        type: "image/svg+xml",
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
        ),
      },
    },
    {
      name: "GIF header over a script",
      file: { name: "x.gif", type: "image/gif", data: Buffer.from("GIF89a/*<script>alert(1)</script>*/") },
    },
    {
      name: "PNG bomb (8000 × 8000, 64 MB of pixels)",
      file: { name: "bomb.png", type: "image/png", data: png(8000, 8000, 8000) },
    },
    {
      name: "PNG claiming 30000 × 30000",
      file: { name: "huge.png", type: "image/png", data: png(30000, 30000, 4) },
    },
    {
      name: "zip bomb named .jpg",
      file: { name: "photos.jpg", type: "image/jpeg", data: zipBomb("a.bin", 50 << 20) },
    },
    {
      name: "11 MB file",
      file: {
        name: "big.jpg",
        type: "image/jpeg",
        data: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.alloc(MAX_UPLOAD_BYTES + (1 << 20)),
        ]),
      },
      status: 413,
    },
  ];
}
