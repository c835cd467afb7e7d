import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './render-head';

describe('renderHeadTags', () => {
  it('writes title, description, canonical and Open Graph tags for the page', () => {
    const tags = renderHeadTags(
      { title: 'Blog', description: 'Guides.', type: 'article' },
      'https://kinderwait.ca',
      '/blog',
    );
    expect(tags).toContain('<title>Blog | KinderWait</title>');
    expect(tags).toContain('<meta name="description" content="Guides." />');
    expect(tags).toContain('<link rel="canonical" href="https://kinderwait.ca/blog" />');
    expect(tags).toContain('<meta property="og:url" content="https://kinderwait.ca/blog" />');
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://kinderwait.ca/brand/kinderwait-social.png" />',
    );
    expect(tags).not.toContain('robots');
  });

  it('keeps a title that starts with the product name as it is', () => {
    const tags = renderHeadTags({ title: 'KinderWait: home', description: 'd' }, 'o', '/');
    expect(tags).toContain('<title>KinderWait: home</title>');
  });

  it('escapes text so a title cannot break out of its tag', () => {
    const tags = renderHeadTags(
      { title: '</title><script>x</script>', description: '" onload="x', noIndex: true },
      'https://kinderwait.ca',
      '/x',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('content="&quot; onload=&quot;x"');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
  });
});
