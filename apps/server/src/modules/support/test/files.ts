import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)]);
}

/** A complete, valid 2×2 red PNG. */
export function pngFile(): Buffer {
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]); // filter byte + two RGB pixels
  return Buffer.concat([
    pngHeader(2, 2),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG signature and header followed by an HTML page: a polyglot a browser could sniff as HTML. */
export function pngThenHtml(): Buffer {
  return Buffer.concat([
    pngHeader(1, 1),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** A JPEG: start-of-image, a JFIF APP0 segment, a comment and end-of-image. */
export function jpgFile(): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const comment = Buffer.concat([Buffer.from('fffe000e', 'hex'), Buffer.from('test image', 'ascii'), Buffer.alloc(2)]);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, comment, Buffer.from('ffd9', 'hex')]);
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function pdfFile(text = 'Hello from a support test'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A server log in UTF-8, with non-ASCII text. */
export function logFile(): Buffer {
  return Buffer.from(
    '2026-11-24T05:00:00Z INFO server started on :3000\n' +
      '2026-11-24T05:00:01Z ERROR Zürich request failed — timeout after 30 s ✗\n',
    'utf8',
  );
}

/** A minimal Windows PE executable: the MZ header pointing at a PE signature. */
export function peExecutable(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84); // i386
  return file;
}
