import Link from '@mui/material/Link';
import type { OutboxMessage } from '@kinderwait/contract/dev-outbox';
import { DevLogPage, formatSentAt } from '../../../components/dev-log/dev-log-page';
import type { DevToolPageProps } from '../../../components/dev-log/dev-log-page';
import { outboxQueryOptions } from '../api/get-outbox';
import { linkify } from '../lib/linkify';

function view(message: OutboxMessage) {
  return {
    key: `${message.createdAt}-${message.to}-${message.subject}`,
    heading: message.subject,
    meta: `To ${message.to} · ${formatSentAt(message.createdAt)}`,
    body: linkify(message.text).map((part, index) =>
      part.kind === 'link' ? (
        <Link key={index} href={part.href}>
          {part.href}
        </Link>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    ),
  };
}

/**
 * /dev/outbox: the emails the embedded mail adapter kept instead of sending, newest first, with
 * their links clickable, so a sign-in can be finished without a mail server. Development only.
 */
export function OutboxPage({ head, unavailable }: DevToolPageProps) {
  return (
    <DevLogPage
      head={head}
      unavailable={unavailable}
      title="Development outbox"
      intro="Emails the app would have sent, newest first. Only on development and test servers; a production server sends real email and has no outbox."
      filter={{ label: 'Recipient email', type: 'email' }}
      submitText="Show emails"
      loadingLabel="Loading emails"
      emptyText={(to) => `No emails${to === '' ? '' : ` to ${to}`} yet.`}
      logQuery={outboxQueryOptions}
      view={view}
    />
  );
}
