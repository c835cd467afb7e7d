import { brand } from '@kinderwait/contract';
import type { DefaultTreeAdapterMap, ParserError } from 'parse5';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { greetingFor, linkExpiryNotice, noAccountEmail, signInEmail } from './magic-link-email.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function parseStrictly(html: string): {
  document: DefaultTreeAdapterMap['document'];
  errors: string[];
} {
  const errors: string[] = [];
  const document = parse(html, {
    onParseError: (error: ParserError) =>
      errors.push(`${error.code} at line ${String(error.startLine)}`),
  });
  return { document, errors };
}

function elements(node: Node, tagName: string): Element[] {
  const found: Element[] = [];
  const visit = (current: Node): void => {
    if ('tagName' in current && current.tagName === tagName) found.push(current);
    if ('childNodes' in current) for (const child of current.childNodes) visit(child);
    if ('content' in current) visit(current.content);
  };
  visit(node);
  return found;
}

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('expected at least one element');
  return item;
}

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

const textOf = (node: Node): string => {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
};

const link =
  'http://localhost:3000/auth/confirmation?next=%2Fhome&userId=7c1d4a0e-1111-4222-8333-444455556666&etoken=AbC_-123';

describe('the sign-in email', () => {
  const message = signInEmail('maya@example.com', 'Maya', link, 'en');

  it('is addressed and titled with the product name', () => {
    expect(message.to).toBe('maya@example.com');
    expect(message.subject).toBe(`Your ${brand.productName} sign-in link`);
  });

  it('is well-formed HTML: no parse errors, a language, a title, inline styles only', () => {
    const { document, errors } = parseStrictly(message.html);
    expect(errors).toEqual([]);
    expect(attribute(first(elements(document, 'html')), 'lang')).toBe('en');
    expect(textOf(first(elements(document, 'title')))).toBe(message.subject);
    expect(elements(document, 'style')).toEqual([]);
    expect(elements(document, 'link')).toEqual([]);
    expect(elements(document, 'script')).toEqual([]);
  });

  it('has a button and a copyable link that both open exactly the sign-in link', () => {
    const { document } = parseStrictly(message.html);
    const anchors = elements(document, 'a');
    expect(anchors.map((anchor) => attribute(anchor, 'href'))).toEqual([link, link]);
    expect(textOf(first(anchors))).toBe(`Sign in to ${brand.productName}`);
    expect(attribute(first(anchors), 'style')).toMatch(/padding/);
  });

  it('says in both parts the product name, the expiry and what to do if you did not ask', () => {
    const { document } = parseStrictly(message.html);
    const htmlText = textOf(document).replace(/\s+/g, ' ');
    for (const part of [htmlText, message.text]) {
      expect(part).toContain(brand.productName);
      expect(part).toContain('This link expires in 15 minutes and can be used once.');
      expect(part).toContain('If you did not ask to sign in, you can ignore this email');
      expect(part).toContain('Hello Maya,');
    }
    expect(linkExpiryNotice).toBe('This link expires in 15 minutes and can be used once.');
    expect(message.text).toContain(link);
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = signInEmail(
      'x@example.com',
      "Zoë O'Brien",
      `${link}&x="><img src=x onerror=alert(1)>`,
      'en',
    );
    const { document, errors } = parseStrictly(hostile.html);
    expect(errors).toEqual([]);
    expect(elements(document, 'script')).toEqual([]);
    expect(elements(document, 'img')).toEqual([]);
    expect(hostile.html).toContain('Hello Zoë O&#39;Brien,');
    expect(attribute(first(elements(document, 'a')), 'href')).toBe(
      `${link}&x="><img src=x onerror=alert(1)>`,
    );
    // The text part is plain text: nothing to escape, the name reads as typed.
    expect(hostile.text).toContain("Hello Zoë O'Brien,");
  });

  it('greets without a name when there is none', () => {
    expect(signInEmail('x@example.com', '', link, 'en').text).toMatch(/^Hello,\n/);
  });

  it.each(['Zoë', "D'Arcy", 'Jean-Luc', 'Nguyễn Thị', 'Олена', '李'])(
    'greets %s by name',
    (name) => {
      expect(greetingFor(name)).toBe(`Hello ${name},`);
    },
  );

  it.each([
    'evil.example.com/unlock',
    'https://evil.example',
    'Call 416-555-0199',
    '<script>alert(1)</script>',
    'a'.repeat(61),
  ])('never puts text that is not a plain name, like %s, into the greeting', (name) => {
    const message = signInEmail('x@example.com', name, link, 'en');
    expect(greetingFor(name)).toBe('Hello,');
    expect(message.text).not.toContain(name);
    expect(message.html).not.toContain(name);
  });
});

describe('the "no account yet" email', () => {
  const message = noAccountEmail('new@example.com', 'http://localhost:3000/auth/register', 'en');

  it('links to the register page, not to a sign-in link, in well-formed HTML and text', () => {
    const { document, errors } = parseStrictly(message.html);
    expect(errors).toEqual([]);
    expect(elements(document, 'a').map((anchor) => attribute(anchor, 'href'))).toEqual([
      'http://localhost:3000/auth/register',
      'http://localhost:3000/auth/register',
    ]);
    expect(message.text).toContain('http://localhost:3000/auth/register');
    expect(message.text).toContain('there is no account for it yet');
    expect(message.subject).toContain(brand.productName);
    expect(message.html).not.toContain('etoken');
  });
});

describe('the sign-in emails in French', () => {
  const message = signInEmail('maya@example.com', 'Maya', link, 'fr');

  it('are written in French, with French typography, and nothing of the English left', () => {
    expect(message.subject).toBe(`Votre lien de connexion à ${brand.productName}`);
    const { document, errors } = parseStrictly(message.html);
    expect(errors).toEqual([]);
    expect(attribute(first(elements(document, 'html')), 'lang')).toBe('fr');
    expect(textOf(first(elements(document, 'a')))).toBe(`Se connecter à ${brand.productName}`);
    expect(message.text).toContain('Bonjour Maya,');
    expect(message.text).toContain('Ce lien expire dans 15 minutes et ne sert qu’une fois.');
    // The text part's button line and the layout's words are French too.
    expect(message.text).toContain(`Se connecter à ${brand.productName} : ${link}`);
    expect(message.html).toContain('Si le bouton ne fonctionne pas, copiez ce lien');
    for (const english of ['Hello', 'Sign in to', 'If the button does not work', 'expires in']) {
      expect(message.text + message.html).not.toContain(english);
    }
  });

  it('greet without a name in French when there is none', () => {
    expect(signInEmail('x@example.com', '', link, 'fr').text).toMatch(/^Bonjour,\n/);
  });

  it('tell an address without an account how to create one, in French', () => {
    const notice = noAccountEmail('new@example.com', 'http://localhost:3000/auth/register', 'fr');
    expect(notice.subject).toBe(`Aucun compte ${brand.productName} pour cette adresse courriel`);
    expect(notice.text).toContain('aucun compte n’y est encore associé');
    expect(notice.text).toContain('Créer votre compte : http://localhost:3000/auth/register');
    expect(notice.text).not.toContain('Hello');
  });
});
