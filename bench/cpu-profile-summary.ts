// Summarises a V8 `.cpuprofile` (node --cpu-prof): the functions with the most self time and the
// most total time (self plus callees, each function counted once per sample however deep it
// recurses), as shares of the samples. Usage: node bench/cpu-profile-summary.ts <file> [--top 30] [--last <seconds>]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds between samples (the first from the profile's start). */
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  self: number;
  total: number;
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/');
  return `${functionName === '' ? '(anonymous)' : functionName} ${file}:${String(lineNumber + 1)}`;
}

/**
 * Self and total sample shares (0–1) by function, most self first; `lastSeconds`: only the
 * samples of the profile's last seconds (the load, without the process's start-up).
 */
export function summariseProfile(profile: CpuProfile, lastSeconds?: number): ProfileLine[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const times: number[] = [];
  let at = 0;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  const from = lastSeconds === undefined ? -Infinity : at - lastSeconds * 1e6;
  const samples = profile.samples.filter((_, index) => (times[index] ?? 0) >= from);
  for (const sample of samples) {
    const node = byId.get(sample);
    if (node === undefined) continue;
    const name = label(node);
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const at = byId.get(id);
      if (at === undefined) break;
      const atName = label(at);
      if (seen.has(atName)) continue;
      seen.add(atName);
      total.set(atName, (total.get(atName) ?? 0) + 1);
    }
  }
  const count = samples.length || 1;
  return [...total.keys()]
    .map((name) => ({
      name,
      self: (self.get(name) ?? 0) / count,
      total: (total.get(name) ?? 0) / count,
    }))
    .sort((a, b) => b.self - a.self);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string' }, last: { type: 'string' } },
    allowPositionals: true,
  });
  const top = Number(values.top ?? 30);
  for (const file of positionals) {
    const lines = summariseProfile(
      JSON.parse(readFileSync(file, 'utf8')) as CpuProfile,
      values.last === undefined ? undefined : Number(values.last),
    );
    const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
    console.log(`${file}\n-- most self time (self, total)`);
    for (const line of lines.slice(0, top)) {
      console.log(`${pct(line.self)} ${pct(line.total)}  ${line.name}`);
    }
    console.log('-- most total time (total, self)');
    for (const line of [...lines].sort((a, b) => b.total - a.total).slice(0, top)) {
      console.log(`${pct(line.total)} ${pct(line.self)}  ${line.name}`);
    }
  }
}
