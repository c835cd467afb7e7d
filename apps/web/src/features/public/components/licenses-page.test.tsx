import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import type { ShippedLicenses } from '../licenses/shipped-licenses';
import { LicensesPage } from './licenses-page';

const mit = 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.';
const licenses: ShippedLicenses = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  browser: [
    {
      name: 'react',
      version: '19.3.1',
      licenses: 'MIT',
      repository: 'https://github.com/facebook/react',
      licenseText: mit,
    },
    { name: 'zod', version: '4.6.7', licenses: 'MIT' },
  ],
  server: [
    { name: 'fastify', version: '5.12.8', licenses: 'MIT', licenseText: 'Fastify licence' },
    { name: '@electric-sql/pglite', version: '0.5.16', licenses: 'Apache-2.0' },
    { name: 'zod', version: '4.6.7', licenses: 'MIT' },
  ],
};

/** The page suspends while its words load, the first time: render it and let them arrive. */
async function renderPage(list: ShippedLicenses | undefined) {
  await act(async () => {
    render(<LicensesPage licenses={list} />);
    await Promise.resolve();
  });
}

describe('LicensesPage', () => {
  it('gives the Toronto open data attribution, dataset, licence and snapshot date', async () => {
    await renderPage(undefined);
    expect(screen.getByText(`${torontoOpenDataAttribution}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '“Licensed Child Care Centres”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City of Toronto Open Data' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open Government Licence – Toronto' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/snapshot of April 19, 2024/)).toBeInTheDocument();
  });

  it('explains that the package list is missing when it was not generated', async () => {
    await renderPage(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('generated when the web app is built');
  });

  it('lists the browser packages and the server packages in separate, named groups', async () => {
    await renderPage(licenses);
    expect(screen.queryByRole('status')).toBeNull();
    const browser = screen.getByRole('region', { name: 'In your browser' });
    const server = screen.getByRole('region', { name: 'On our servers' });
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent);
    expect(names(browser)).toEqual(['react', 'zod']);
    expect(names(server)).toEqual(['fastify', '@electric-sql/pglite', 'zod']);
    expect(within(browser).getByText(/includes these 2 packages/)).toBeInTheDocument();
    expect(within(server).getByText(/runs on these 3 packages/)).toBeInTheDocument();
  });

  it('shows each package with its version, licence, repository and licence text', async () => {
    await renderPage(licenses);
    const browser = screen.getByRole('region', { name: 'In your browser' });
    const server = screen.getByRole('region', { name: 'On our servers' });
    expect(within(browser).getByText(/19\.3\.1 · MIT/)).toBeInTheDocument();
    expect(
      within(browser).getByRole('link', { name: 'https://github.com/facebook/react' }),
    ).toBeInTheDocument();
    expect(within(browser).getByText(/Copyright \(c\) Meta Platforms/)).toBeInTheDocument();
    expect(within(server).getByText(/0\.5\.16 · Apache-2\.0/)).toBeInTheDocument();
    expect(within(server).getByText('Fastify licence')).toBeInTheDocument();
    // No text was found for pglite, so it offers none rather than an empty one.
    expect(within(server).queryByText('Licence text of @electric-sql/pglite')).toBeNull();
  });
});
