import { describe, expect, test } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('the file name of a Content-Disposition header', () => {
  test('takes the UTF-8 filename* over the ASCII filename, so accents and quotes survive', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Menu _ete_.pdf"; filename*=UTF-8''Menu%20%22%C3%A9t%C3%A9%22.pdf`,
      ),
    ).toBe('Menu "été".pdf');
  });

  test('reads a quoted filename with escaped quotes', () => {
    expect(fileNameFromContentDisposition('attachment; filename="The \\"big\\" guide.md"')).toBe(
      'The "big" guide.md',
    );
  });

  test('reads a bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename=hours.txt')).toBe('hours.txt');
  });

  test('names nothing without a header or a file name in it', () => {
    expect(fileNameFromContentDisposition(undefined)).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
  });
});
