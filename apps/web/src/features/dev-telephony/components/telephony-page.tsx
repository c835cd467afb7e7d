import { Suspense } from 'react';
import type { TelephonyLogEntry } from '@kinderwait/contract/dev-telephony';
import { DevLogPage, formatSentAt } from '../../../components/dev-log/dev-log-page';
import type { DevToolPageProps } from '../../../components/dev-log/dev-log-page';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';
import { telephonyLogQueryOptions } from '../api/get-telephony-log';
import { devTelephonyCatalogue } from '../dev-telephony-messages';
import type { DevTelephonyKey } from '../dev-telephony-messages';

function headingOf({ t }: FeatureMessages<DevTelephonyKey>, entry: TelephonyLogEntry): string {
  const { to } = entry;
  const heading =
    entry.kind === 'sms'
      ? t('kindSms', { to })
      : entry.kind === 'call'
        ? t('kindCall', { to })
        : t('kindNumber', { to });
  return entry.extension === null
    ? heading
    : t('extension', { heading, extension: entry.extension });
}

function TelephonyPageContent({ head, unavailable }: DevToolPageProps) {
  const messages = useMessages(devTelephonyCatalogue);
  const { t } = messages;
  return (
    <DevLogPage
      head={head}
      unavailable={unavailable}
      title={t('pageTitle')}
      intro={t('intro')}
      filter={{ label: t('filterLabel'), type: 'tel' }}
      submitText={t('submit')}
      loadingLabel={t('loading')}
      emptyText={(to) => (to === '' ? t('emptyAll') : t('emptyTo', { to }))}
      logQuery={telephonyLogQueryOptions}
      view={(entry: TelephonyLogEntry) => ({
        key: `${entry.createdAt}-${entry.to}-${entry.kind}`,
        heading: headingOf(messages, entry),
        meta: formatSentAt(entry.createdAt),
        body: entry.text,
      })}
    />
  );
}

/**
 * /dev/telephony: the texts and calls the embedded telephony sandbox logged instead of sending,
 * newest first, so a listing claim can be finished without Twilio. Development only.
 */
export function TelephonyPage(props: DevToolPageProps) {
  return (
    <Suspense fallback={null}>
      <TelephonyPageContent {...props} />
    </Suspense>
  );
}
