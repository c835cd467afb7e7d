import { createElement, useEffect, useState } from 'react';
import type { Attributes, ComponentType } from 'react';

export interface LazyComponent<P extends object> {
  /** Starts loading the component (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
  /**
   * Whether the component has loaded, loading it while `wanted`. Unlike React's `lazy`, a failed
   * load (the connection dropped) throws nothing at the page: it draws nothing and tries again
   * when `attempt` changes.
   */
  useLoaded: (wanted: boolean, attempt: unknown) => boolean;
  /** The component once loaded; nothing before. */
  Component: ComponentType<P>;
}

/** A shell component whose module loads only when it is first needed (docs/decisions/i18n.md#loading). */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  function useLoaded(wanted: boolean, attempt: unknown): boolean {
    const [ready, setReady] = useState(() => loaded !== undefined);
    useEffect(() => {
      if (!wanted || ready) return;
      let live = true;
      preload().then(
        () => {
          if (live) setReady(true);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted, attempt, ready]);
    return ready;
  }

  function Component(props: P) {
    return loaded === undefined
      ? null
      : createElement<P & Attributes>(loaded, props as P & Attributes);
  }

  return { preload, useLoaded, Component };
}
