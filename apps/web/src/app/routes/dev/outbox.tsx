import { OutboxPage } from '../../../features/dev-outbox/components/outbox-page';
import { devToolProps } from './dev-tool-props';

/** /dev/outbox: the development mail outbox; where the server has none (production), not found. */
function DevOutboxRoute() {
  return (
    <OutboxPage {...devToolProps('Development outbox', 'Emails kept by the development server.')} />
  );
}

export { DevOutboxRoute as Component };
