import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyHeadToDocument } from './apply-head';

// Each test starts from an empty head; what was there before (emotion's style elements, which the
// worker's other files still use) is put back after it.
let headBefore: Node[] = [];
beforeEach(() => {
  headBefore = [...document.head.childNodes];
  document.head.replaceChildren();
});
afterEach(() => {
  document.head.replaceChildren(...headBefore);
});

describe('applyHeadToDocument', () => {
  it('sets the title and description, creating the tags if needed', () => {
    applyHeadToDocument(document, { title: 'Help centre', description: 'Answers.' }, '/help');
    expect(document.title).toBe('Help centre | KinderWait');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Answers.',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Help centre | KinderWait',
    );
  });

  it('moves the canonical link to the new path, keeping the prerendered origin', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://kinderwait.ca/about" />';
    applyHeadToDocument(document, { title: 'Blog', description: 'd' }, '/blog');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://kinderwait.ca/blog',
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://kinderwait.ca/blog',
    );
  });

  it('adds robots noindex for a page that asks for it and removes it on the next page', () => {
    applyHeadToDocument(document, { title: 'Oops', description: 'd', noIndex: true }, '/x');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    applyHeadToDocument(document, { title: 'About us', description: 'd' }, '/about');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
