import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';

export type AgentState = 'ready' | 'reading' | 'needsDocuments';

/**
 * What the agent can do now, from its knowledge base: reading a website while one is being
 * crawled, else ready once anything is read, else waiting for documents.
 */
export function agentStateOf(items: readonly KnowledgeBaseItem[]): AgentState {
  if (items.some((item) => item.kind === 'web_page' && item.state === 'processing')) {
    return 'reading';
  }
  return items.some((item) => item.state === 'ready') ? 'ready' : 'needsDocuments';
}

/** "12.3 KB": a size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
