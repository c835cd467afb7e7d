import { SelectChildPage } from '../../../features/broadcast/components/select-child-page';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** /broadcast/select-child (familyBroadcast.create). */
function SelectChildRoute() {
  const head = useBroadcastHead().selectChild;
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <SelectChildPage />
    </>
  );
}

export { SelectChildRoute as Component };
