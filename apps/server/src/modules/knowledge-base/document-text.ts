import { knowledgeBaseLimits, toSafeText } from '@kinderwait/contract';
import { Unzip, UnzipInflate } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';

/*
 * The documents the knowledge base takes (docs/product/voice-agent.md#knowledge-base): PDF,
 * Word (.docx), text and Markdown, told apart by their bytes (file-type), never by the name
 * alone. Text has no signature: it is taken when the name ends .txt or .md and the bytes are
 * valid UTF-8 without NUL. A Word document is a zip: it is unpacked once here with a byte limit
 * before mammoth reads it, so a "zip bomb" is refused rather than filling the memory.
 */

export type DocumentKind = 'pdf' | 'docx' | 'text';

export const documentMediaTypes: Readonly<Record<DocumentKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
};

const textNamePattern = /\.(txt|md|markdown)$/i;

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, or null when they are none of the documents taken. */
export async function sniffDocument(
  bytes: Uint8Array,
  fileName: string,
): Promise<DocumentKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === documentMediaTypes.pdf) return 'pdf';
  if (type?.mime === documentMediaTypes.docx) return 'docx';
  if (type === undefined && textNamePattern.test(fileName) && isUtf8Text(bytes)) return 'text';
  return null;
}

class UnzippedTooLarge extends Error {
  override name = 'UnzippedTooLarge';
}

/** Compressed bytes handed to the inflater at a time: bounds what one step can unpack to. */
const unzipSlice = 4096;

export type ZipCheck = 'ok' | 'tooLarge' | 'damaged';

/**
 * Unpacks the zip without keeping it, counting what it unpacks to, and stops past `limit`
 * bytes. Fed in small slices, so no single step unpacks far beyond the limit (deflate expands at
 * most about 1,000 times).
 */
export function checkZip(
  bytes: Uint8Array,
  limit = knowledgeBaseLimits.maxUnzippedBytes,
): ZipCheck {
  let total = 0;
  let files = 0;
  try {
    const unzip = new Unzip((file) => {
      files += 1;
      file.ondata = (error, data) => {
        if (error !== null) throw error;
        total += data.length;
        if (total > limit) throw new UnzippedTooLarge();
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    for (let offset = 0; offset < bytes.length; offset += unzipSlice) {
      const end = Math.min(offset + unzipSlice, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof UnzippedTooLarge) return 'tooLarge';
    return 'damaged';
  }
  return files === 0 ? 'damaged' : 'ok';
}

/**
 * Extracted or crawled text as stored: the text rule's cleaning (a broken character becomes �,
 * other control characters go), spaces collapsed, at most one blank line between paragraphs.
 */
export function cleanText(text: string): string {
  return toSafeText(text.normalize('NFC'), { multiLine: true })
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A file's name as stored and shown: one line of safe text, at most 200 characters. Browsers
 * send `"`, line feed and carriage return in a multipart file name as %22, %0A and %0D (the HTML
 * standard's form encoding): those are read back first.
 */
export function cleanFileName(name: string, fallback: string): string {
  const decoded = name.replace(/%22/gi, '"').replace(/%0[ad]/gi, ' ');
  const cleaned = toSafeText(decoded.normalize('NFC'))
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, knowledgeBaseLimits.keyMaxLength);
  return cleaned === '' ? fallback : cleaned;
}

/** The document's text (cleaned); empty when it holds none (a scanned PDF). Throws if unreadable. */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  switch (kind) {
    case 'text':
      return cleanText(new TextDecoder('utf-8').decode(bytes));
    case 'pdf': {
      const { extractText, getDocumentProxy } = await import('unpdf');
      // pdf.js takes the buffer over: a copy leaves the caller's bytes alone.
      const document = await getDocumentProxy(new Uint8Array(bytes));
      try {
        const { text } = await extractText(document, { mergePages: false });
        return cleanText(text.join('\n\n'));
      } finally {
        await document.cleanup();
      }
    }
    case 'docx': {
      if (checkZip(bytes) !== 'ok') throw new Error('The Word document does not unpack');
      const mammoth = await import('mammoth');
      const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return cleanText(result.value);
    }
  }
}
