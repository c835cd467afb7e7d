import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { TelephonyLogEntry } from '@kinderwait/contract/dev-telephony';
import { devTelephonyApiPaths } from '@kinderwait/contract/dev-telephony';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { TelephonyPage } from './telephony-page';

const context = setupApiTestContext();

const entries: TelephonyLogEntry[] = [
  {
    kind: 'call',
    to: '+14165550100',
    extension: '12',
    text: 'Your KinderWait code is 123456.',
    createdAt: '2026-03-04T15:00:00.000Z',
  },
  {
    kind: 'sms',
    to: '+14165550100',
    extension: null,
    text: 'Your KinderWait code is 654321.',
    createdAt: '2026-03-04T14:00:00.000Z',
  },
];

/** Awaited: the page suspends on its messages' chunk, and React resumes it inside this scope. */
async function renderPage() {
  await act(() => {
    render(<TelephonyPage head={null} unavailable={<p>Page not found</p>} />, {
      wrapper: QueryWrapper,
    });
    return Promise.resolve();
  });
}

describe('TelephonyPage (/dev/telephony)', () => {
  test('lists the texts and calls, each with its number, extension and words', async () => {
    context.server.route('GET', devTelephonyApiPaths.log, (_request, response) => {
      sendJson(response, 200, entries);
    });
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Call to +14165550100 extension 12' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Text message to +14165550100' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your KinderWait code is 654321.')).toBeInTheDocument();
  });

  test('is absent where the server has no sandbox (production answers 404)', async () => {
    context.server.route('GET', devTelephonyApiPaths.log, (_request, response) => {
      sendJson(response, 404, { message: 'Not found' });
    });
    await renderPage();
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });
});
