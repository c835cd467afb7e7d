import { z } from 'zod/mini';

/** The front matter every blog article starts with. */
export const ArticleFrontMatter = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  date: z.iso.date(),
  author: z.string().check(z.minLength(1)),
});
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatter>;

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted?.[2] ?? value;
}

/**
 * Splits `---`-fenced front matter of flat `key: value` lines (optionally quoted) from the
 * markdown body. Our articles need no more of YAML than that, so no YAML parser ships.
 */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const block = frontMatterBlock.exec(source);
  if (!block) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (block[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (line.trim() === '' || separator < 1) continue;
    data[line.slice(0, separator).trim()] = unquote(line.slice(separator + 1).trim());
  }
  return { data, body: source.slice(block[0].length).trimStart() };
}
