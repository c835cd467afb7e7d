import { createContext } from 'react';
import type { HeadData } from './head-data';

/**
 * Filled during a server render by the page's <PageHead>, then turned into <head> tags by
 * entry-server. In the browser there is no collector and <PageHead> updates the document instead.
 */
export interface HeadCollector {
  collect(head: HeadData): void;
  collected(): HeadData | undefined;
}

export function createHeadCollector(): HeadCollector {
  let current: HeadData | undefined;
  return {
    // A server render is synchronous and single-pass, so the last page to render wins.
    collect: (head) => {
      current = head;
    },
    collected: () => current,
  };
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
