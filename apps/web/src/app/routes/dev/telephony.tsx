import { Suspense } from 'react';
import { TelephonyPage } from '../../../features/dev-telephony/components/telephony-page';
import { devTelephonyCatalogue } from '../../../features/dev-telephony/dev-telephony-messages';
import { useTelephonyHead } from '../../../features/dev-telephony/hooks/use-telephony-head';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { devToolProps } from './dev-tool-props';

/** Loads the page's words in the active language before it opens; a failed load retries there. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(devTelephonyCatalogue, activeLanguage());
  } catch {
    // The page suspends and loads them again.
  }
  return null;
}

function TelephonyRouteContent() {
  const head = useTelephonyHead();
  return <TelephonyPage {...devToolProps(head.title, head.description)} />;
}

/** /dev/telephony: the development telephony log; where the server has none (production), not found. */
function DevTelephonyRoute() {
  return (
    <Suspense fallback={null}>
      <TelephonyRouteContent />
    </Suspense>
  );
}

export { DevTelephonyRoute as Component };
