import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import Box from '@mui/material/Box';
import { usePublicHref } from '../../lib/public-href';
import { splitMarkdownSections } from '../../lib/split-markdown-sections';
import { proseSx } from './prose';

/*
 * Safe by construction: `skipHtml` drops raw HTML in the source (no rehype-raw), react-markdown's
 * default URL filter removes javascript: and other unsafe links, and a level-one heading in the text
 * becomes h2 because the page around the text owns the one h1.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ node: _node, ...props }) => <MarkdownLink {...props} />,
};

/** A link in the text: a public page's copy in the page's language (/fr on a French page). */
function MarkdownLink({ href, children, ...props }: ComponentProps<'a'>) {
  const publicHref = usePublicHref();
  return href?.startsWith('/') === true ? (
    <RouterLink to={publicHref(href)} {...props}>
      {children}
    </RouterLink>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export function MarkdownContent({ markdown }: { markdown: string }) {
  // One <Markdown> per section: React can pause between them while hydrating a long text.
  const sections = splitMarkdownSections(markdown);
  return (
    <Box sx={proseSx}>
      {sections.map((section, index) => (
        // Sections have no identity beyond their position in an unchanging text.
        <Markdown key={index} skipHtml components={components}>
          {section}
        </Markdown>
      ))}
    </Box>
  );
}
