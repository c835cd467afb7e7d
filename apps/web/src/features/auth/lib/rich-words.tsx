import type { IntlShape } from '@formatjs/intl';
import type { ReactNode } from 'react';
import type { AuthKey } from '../auth-messages';

/**
 * A message whose `<strong>…</strong>` part is shown in bold (an email address inside a sentence).
 * The formatter is typed for text only; with a tag function it returns text and elements.
 */
export function withStrong(
  intl: IntlShape,
  key: AuthKey,
  values: Readonly<Record<string, string | number>>,
): ReactNode {
  return (intl as IntlShape<ReactNode>).formatMessage(
    { id: key },
    { ...values, strong: (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong> },
  );
}
