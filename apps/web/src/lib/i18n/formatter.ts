import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import type { Messages } from './catalogue';
import { locales } from './language';
import type { Language } from './language';

/** The product's clock: dates and times are Toronto's (docs/product/platform.md#dates-and-times). */
export const productTimeZone = 'America/Toronto';

const intlCache = createIntlCache();

/**
 * FormatJS's formatter for one language and one catalogue's messages. Loaded on demand with the
 * first catalogue a page shows (use-messages.ts), so routes without one do not carry it.
 */
export function createMessagesIntl(language: Language, messages: Messages<string>): IntlShape {
  return createIntl(
    {
      locale: locales[language],
      defaultLocale: locales.en,
      timeZone: productTimeZone,
      messages,
      onError: (error) => {
        // A message that does not parse or lacks an argument is a bug: fail loudly outside
        // production; in it, log and show the message's key rather than break the page.
        if (import.meta.env.PROD) console.error(error);
        else throw error;
      },
    },
    intlCache,
  );
}
