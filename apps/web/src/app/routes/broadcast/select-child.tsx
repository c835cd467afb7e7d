import { SelectChildPage } from '../../../features/broadcast/components/select-child-page';
import { broadcastTexts } from '../../../features/broadcast/broadcast-texts';
import { PageHead } from '../../head/page-head';

/** /broadcast/select-child (familyBroadcast.create). */
function SelectChildRoute() {
  return (
    <>
      <PageHead
        title={broadcastTexts.selectChild.title}
        description={broadcastTexts.sectionDescription}
        noIndex
      />
      <SelectChildPage />
    </>
  );
}

export { SelectChildRoute as Component };
