import { TelephonyPage } from '../../../features/dev-telephony/components/telephony-page';
import { devToolProps } from './dev-tool-props';

/** /dev/telephony: the development telephony log; where the server has none (production), not found. */
function DevTelephonyRoute() {
  return (
    <TelephonyPage
      {...devToolProps('Development telephony', 'Texts and calls kept by the development server.')}
    />
  );
}

export { DevTelephonyRoute as Component };
