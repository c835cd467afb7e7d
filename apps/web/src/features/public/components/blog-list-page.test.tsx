import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { blogArticles } from '../blog/blog-articles';
import { BlogArticlePage } from './blog-article-page';
import { BlogListPage } from './blog-list-page';
import { publicPagesCatalogue } from '../public-pages-messages';

// As the blog's routes do: the words are loaded before the page renders.
beforeAll(() => loadMessages(publicPagesCatalogue, 'en'));

describe('BlogListPage', () => {
  it('lists every article with a link to it, its date and its description', () => {
    render(
      <MemoryRouter>
        <BlogListPage articles={blogArticles} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(blogArticles.length);
    blogArticles.forEach((article, index) => {
      const item = within(items[index] ?? document.body);
      expect(item.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/blog/${article.id}`,
      );
      expect(item.getByText(article.description)).toBeInTheDocument();
      expect(item.getByText(/\w+ \d{1,2}, \d{4}/)).toBeInTheDocument();
    });
  });
});

describe('BlogArticlePage', () => {
  it('renders the article: its title as the one h1, its sections and its sources as links', () => {
    const [article] = blogArticles;
    if (!article) throw new Error('No blog articles');
    render(
      <MemoryRouter>
        <BlogArticlePage article={article} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
    expect(screen.getByRole('link', { name: '← All articles' })).toHaveAttribute('href', '/blog');
    const external = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('https://'));
    expect(external.length).toBeGreaterThan(0);
  });
});
