import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';

/*
 * What an assistant wrote, rendered safely: `skipHtml` drops raw HTML, react-markdown's default URL
 * filter removes javascript: and other unsafe links, images are not shown (no tracking pixels or
 * remote content from a model's text), and links open outside the chat without passing the page.
 */
const components: Components = {
  a: ({ node: _node, href, children, ...props }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...props}>
      {children}
    </a>
  ),
};

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed components={components}>
      {text}
    </Markdown>
  );
}
