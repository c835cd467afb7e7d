import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { renderAt, servePriceAndUsage } from './broadcast-test-api';
import { PriceAndAdvantagesPage } from './price-and-advantages-page';

const context = setupApiTestContext();

function renderPrice() {
  return renderAt(
    paths.app.broadcastPriceAndAdvantages.path,
    paths.app.broadcastPriceAndAdvantages.getHref(),
    <PriceAndAdvantagesPage roleId={3} />,
  );
}

describe('what a broadcast does and costs', () => {
  test('shows the price with HST, the broadcasts left this month and the way in', async () => {
    servePriceAndUsage(context, 2, 5);
    await renderPrice();

    expect(
      await screen.findByText('$21.47 per broadcast ($19.00 + HST 13% $2.47)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 broadcasts of 5 left this month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a broadcast' })).toHaveAttribute(
      'href',
      paths.app.broadcastSelectChild.getHref(),
    );
  });

  test('with none left, says each one is paid on its own', async () => {
    servePriceAndUsage(context, 0, 1);
    await renderPrice();

    expect(
      await screen.findByText(
        'You have used the 1 broadcast your plan includes this month: more are paid on their own.',
      ),
    ).toBeInTheDocument();
  });
});
