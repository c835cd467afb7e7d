import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOrder, mermaidGraph, ServiceGraphError } from './service-graph.ts';
import { serviceDefinitions } from './services.ts';

const architectureMd = new URL('../../../../ARCHITECTURE.md', import.meta.url);

describe('the service graph', () => {
  it('builds every service after the services it declares it needs, with no circle', () => {
    const order = buildOrder(serviceDefinitions);
    expect([...order].sort()).toEqual(Object.keys(serviceDefinitions).sort());
    for (const [name, { needs }] of Object.entries(serviceDefinitions)) {
      for (const need of needs) expect(order.indexOf(need)).toBeLessThan(order.indexOf(name));
    }
  });

  it('refuses a circle, naming it', () => {
    const circle = {
      users: { needs: ['roles'] },
      roles: { needs: ['billing'] },
      billing: { needs: ['users'] },
    };
    expect(() => buildOrder(circle)).toThrow(ServiceGraphError);
    expect(() => buildOrder(circle)).toThrow('users → roles → billing → users');
  });

  it('refuses a need that no service defines', () => {
    expect(() => buildOrder({ offers: { needs: ['waitlist'] } })).toThrow(
      'offers needs waitlist, which is not defined',
    );
  });

  it('is drawn in ARCHITECTURE.md as it is declared', async () => {
    // Regenerate with: node -e "..." is not needed: the failure prints the block to paste.
    const drawn = await readFile(architectureMd, 'utf8');
    expect(drawn).toContain(['```mermaid', mermaidGraph(serviceDefinitions), '```'].join('\n'));
  });
});
