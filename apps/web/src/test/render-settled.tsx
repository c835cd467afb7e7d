import { act, render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** How long a first render may wait for its words' chunks: as long as any other query waits. */
const settleLimitMs = 30_000;
const turnMs = 20;

/**
 * Renders `ui` and waits, inside `act`, until something is drawn. The first render of a screen
 * suspends on its words' chunks; React resumes it only inside an awaited `act`, and a cold worker
 * on a busy machine may take seconds to import them, longer than one turn of the event loop.
 */
export async function renderSettled(
  ui: ReactElement,
  options?: RenderOptions,
): Promise<RenderResult> {
  const result = await act(() => Promise.resolve(render(ui, options)));
  for (
    let waited = 0;
    waited < settleLimitMs && result.container.childElementCount === 0;
    waited += turnMs
  ) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, turnMs)));
  }
  return result;
}
