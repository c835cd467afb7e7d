import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { LicensesPage } from './licenses-page';

describe('LicensesPage', () => {
  it('gives the Toronto open data attribution, dataset, licence and snapshot date', () => {
    render(<LicensesPage licenses={undefined} />);
    expect(screen.getByText(`${torontoOpenDataAttribution}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '“Licensed Child Care Centres”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City of Toronto Open Data' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open Government Licence – Toronto' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/snapshot of April 19, 2024/)).toBeInTheDocument();
  });

  it('explains that the package list is missing when it was not generated', () => {
    render(<LicensesPage licenses={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('generated when the web app is built');
  });

  it('lists each shipped package with its version, licence and licence text', () => {
    render(
      <LicensesPage
        licenses={{
          generatedAt: '2026-11-22T10:00:00.000Z',
          packages: [
            {
              name: 'react',
              version: '19.3.1',
              licenses: 'MIT',
              repository: 'https://github.com/facebook/react',
              licenseText: 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.',
            },
          ],
        }}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('react')).toBeInTheDocument();
    expect(screen.getByText(/19\.3\.1 · MIT/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://github.com/facebook/react' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Copyright \(c\) Meta Platforms/)).toBeInTheDocument();
  });
});
