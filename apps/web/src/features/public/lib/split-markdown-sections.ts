const fence = /^\s{0,3}(```|~~~)/;
const sectionHeading = /^\s{0,3}#{1,2}\s/;

/**
 * Splits markdown before each level-one or level-two heading (outside code fences). Each section
 * can then be parsed by its own component, so hydrating a long text yields to the browser between
 * sections instead of parsing everything in one long task. Joining the parts gives the input back.
 */
export function splitMarkdownSections(markdown: string): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (fence.test(line)) inFence = !inFence;
    if (!inFence && sectionHeading.test(line) && current.some((text) => text.trim() !== '')) {
      sections.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join('\n'));
  return sections;
}
