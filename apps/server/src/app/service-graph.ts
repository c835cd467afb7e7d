/**
 * The service graph: every domain service declares the services it needs, and they are built in
 * an order where each comes after its needs. A circle cannot be built, so it is refused with its
 * path instead of being hidden behind a late-bound closure.
 */

/** What the graph reads of a service definition. */
export interface ServiceNode {
  readonly needs: readonly string[];
}

export class ServiceGraphError extends Error {}

/**
 * The services in an order that builds each after everything it needs (a depth-first
 * topological sort, in the definitions' order where the needs leave a choice). Throws
 * ServiceGraphError naming the circle, or a need that is not defined.
 */
export function buildOrder(definitions: Readonly<Record<string, ServiceNode>>): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): void => {
    if (done.has(name)) return;
    const at = path.indexOf(name);
    if (at !== -1) {
      throw new ServiceGraphError(
        `Services need each other: ${[...path.slice(at), name].join(' → ')}`,
      );
    }
    const definition = definitions[name];
    if (definition === undefined) {
      throw new ServiceGraphError(
        `${path.at(-1) ?? 'A service'} needs ${name}, which is not defined`,
      );
    }
    path.push(name);
    for (const need of definition.needs) visit(need);
    path.pop();
    done.add(name);
    order.push(name);
  };
  for (const name of Object.keys(definitions)) visit(name);
  return order;
}

/**
 * The graph as a Mermaid flowchart (service → what it needs), as ARCHITECTURE.md draws it; the
 * service-graph test keeps the two the same.
 */
export function mermaidGraph(definitions: Readonly<Record<string, ServiceNode>>): string {
  const lines = ['flowchart LR'];
  for (const [name, { needs }] of Object.entries(definitions)) {
    if (needs.length === 0) lines.push(`  ${name}`);
    for (const need of needs) lines.push(`  ${name} --> ${need}`);
  }
  return lines.join('\n');
}
