import type { TelephonyLogEntry } from '@kinderwait/contract/dev-telephony';
import { DevLogPage, formatSentAt } from '../../../components/dev-log/dev-log-page';
import type { DevToolPageProps } from '../../../components/dev-log/dev-log-page';
import { telephonyLogQueryOptions } from '../api/get-telephony-log';

const kindWords: Record<TelephonyLogEntry['kind'], string> = {
  sms: 'Text message to',
  call: 'Call to',
  number: 'Phone number',
};

function view(entry: TelephonyLogEntry) {
  return {
    key: `${entry.createdAt}-${entry.to}-${entry.kind}`,
    heading: `${kindWords[entry.kind]} ${entry.to}${
      entry.extension === null ? '' : ` extension ${entry.extension}`
    }`,
    meta: formatSentAt(entry.createdAt),
    body: entry.text,
  };
}

/**
 * /dev/telephony: the texts and calls the embedded telephony sandbox logged instead of sending,
 * newest first, so a listing claim can be finished without Twilio. Development only.
 */
export function TelephonyPage({ head, unavailable }: DevToolPageProps) {
  return (
    <DevLogPage
      head={head}
      unavailable={unavailable}
      title="Development telephony"
      intro="Text messages and calls the app would have made, newest first. Only on development and test servers; a production server uses Twilio and has no log."
      filter={{ label: 'Phone number', type: 'tel' }}
      submitText="Show texts and calls"
      loadingLabel="Loading texts and calls"
      emptyText={(to) => `No texts or calls${to === '' ? '' : ` to ${to}`} yet.`}
      logQuery={telephonyLogQueryOptions}
      view={view}
    />
  );
}
