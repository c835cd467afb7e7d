import { useEffect, useState } from 'react';
import type { AddressSuggestion } from '@kinderwait/contract/addresses';
import { addressSuggestionLimits } from '@kinderwait/contract/addresses';
import { loadMapSettings } from '../../config/map-settings';
import { suggestAddresses } from './address-lookups';

/** How long typing pauses before suggestions are asked for. */
export const suggestAfterTypingMs = 400;

/**
 * Address suggestions for `query` (docs/product/onboarding.md#typing-an-address), asked for once
 * typing pauses, and only when the server offers them (map settings: not at a geocoder whose
 * usage policy forbids autocomplete). Empty while the geocoder cannot be reached.
 */
export function useAddressSuggestions(query: string, enabled: boolean): AddressSuggestion[] {
  const [offered, setOffered] = useState(false);
  const [found, setFound] = useState<AddressSuggestion[]>([]);

  useEffect(() => {
    let active = true;
    void loadMapSettings().then((settings) => {
      if (active) setOffered(settings.addressSuggestions);
    });
    return () => {
      active = false;
    };
  }, []);

  const asked = query.trim();
  const ask = enabled && offered && asked.length >= addressSuggestionLimits.queryMin;
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestAddresses(asked.slice(0, addressSuggestionLimits.queryMax), controller.signal)
        .then(({ items }) => {
          setFound(items);
        })
        .catch(() => {
          // No suggestions this time: typing goes on as without them.
        });
    }, suggestAfterTypingMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [ask, asked]);

  // The last answer stays while the next is asked for: the list does not flicker as one types.
  return ask ? found : [];
}
