import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { childrenApiPaths } from '@kinderwait/contract/children';
import {
  addCalendarMonths,
  formatCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sampleChild } from '../../../test/child-fixtures';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import english from '../messages/broadcast.en';
import french from '../messages/broadcast.fr';
import {
  familyOrder,
  incoming,
  interest,
  renderAt,
  servePriceAndUsage,
} from './broadcast-test-api';
import { IncomingPage } from './incoming-page';
import { InterestPage } from './interest-page';
import { OrdersPage } from './orders-page';
import { PriceAndAdvantagesPage } from './price-and-advantages-page';
import { SelectChildPage } from './select-child-page';

const context = setupApiTestContext();

/** No English message's prose that French words differently is left on screen. */
function expectNoEnglish() {
  const left = englishLeft(document.body.textContent, english, {
    french,
    match: 'anywhere',
    minLength: 13,
  });
  expect(left).toEqual([]);
}

describe('the broadcast screens in French', () => {
  test('the price reads in fr-CA money, with French plurals', async () => {
    servePriceAndUsage(context, 2, 5);
    await renderAt(
      paths.app.broadcastPriceAndAdvantages.path,
      paths.app.broadcastPriceAndAdvantages.getHref(),
      <PriceAndAdvantagesPage roleId={3} />,
      'fr',
    );

    expect(
      await screen.findByText(/^21,47\s\$ par diffusion \(19,00\s\$ \+ TVH \(13\s%\) 2,47\s\$\)$/),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 diffusions restantes sur 5 ce mois-ci.')).toBeInTheDocument();
    expect(screen.getByText('Les réponses restent ouvertes pendant 30 jours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lancer une diffusion' })).toBeInTheDocument();
    expectNoEnglish();
  });

  test('the orders list reads its states, answers and dates in French', async () => {
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 200, { items: [familyOrder(2)] });
    });
    await renderAt(
      paths.app.broadcastOrders.path,
      paths.app.broadcastOrders.getHref(),
      <OrdersPage />,
      'fr',
    );

    const list = await screen.findByRole('list', { name: 'Vos diffusions' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading')).toHaveTextContent('Pour Lina2');
    expect(item).toHaveTextContent('Envoyée à 6 services de garde');
    expect(item).toHaveTextContent(
      'Réponses à ce jour : 2 intéressés, 1 pas pour l’instant, 3 en attente',
    );
    // Toronto's time, 24-hour, as fr-CA writes it.
    expect(item).toHaveTextContent(/Envoyée le 2 nov\. 2026.*10\sh\s02/);
    expectNoEnglish();
  });

  test('an interested provider reads with French dates, money and AGJEPC', async () => {
    const order = familyOrder(2);
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.interest, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, { items: [interest(1)] });
      },
    );
    await renderAt(
      paths.app.broadcastInterest.path,
      paths.app.broadcastInterest.getHref(order.id),
      <InterestPage orderId={order.id} />,
      'fr',
    );

    const item = await screen.findByRole('listitem', { name: 'Centre 1' });
    expect(item).toHaveTextContent('Garderie agréée');
    expect(item).toHaveTextContent('AGJEPC (garde à 10 $ par jour)');
    expect(item).toHaveTextContent('Peut commencer le lundi 1 mars 2027');
    expect(item).toHaveTextContent('2 places libres');
    expect(item).toHaveTextContent('À 2,5 km');
    expect(item).toHaveTextContent(/22,00\s\$ par jour/);
    expect(
      within(item).getByRole('button', { name: 'Accepter l’offre de place faite par Centre 1' }),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  test('a family’s broadcast reads the child’s age, its age group and the need in French', async () => {
    context.server.route('GET', broadcastApiPaths.incoming, (_request, response) => {
      sendJson(response, 200, { items: [incoming(1)] });
    });
    context.server.route('GET', childcareProvidersApiPaths.profile, (_request, response) => {
      sendJson(response, 404, { code: 'not_found', message: 'Not found' });
    });
    await renderAt(
      paths.app.broadcastIncoming.path,
      paths.app.broadcastIncoming.getHref(),
      <IncomingPage />,
      'fr',
    );

    const item = await screen.findByRole('listitem', { name: '2 ans 3 mois, Bambins' });
    expect(item).toHaveTextContent('À 1,5 km de chez vous');
    expect(item).toHaveTextContent('lundi 1 mars 2027');
    expect(item).toHaveTextContent(/Reçue le 3 nov\. 2026/);
    expect(
      within(item).getByRole('button', {
        name: 'Intéressé par la diffusion 2 ans 3 mois, Bambins',
      }),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  test('the child chooser names each child’s age label in French, never its code', async () => {
    const child = sampleChild({
      id: '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e5f',
      // Twenty months old: a toddler.
      dateOfBirth: formatCalendarDate(addCalendarMonths(todayInTimeZone(), -20)),
    });
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      sendJson(response, 200, {
        items: [
          { ...child, waitlist: { waitlistTicketId: null, activeRequests: 0, bestPosition: null } },
        ],
      });
    });
    await renderAt(
      paths.app.broadcastSelectChild.path,
      paths.app.broadcastSelectChild.getHref(),
      <SelectChildPage />,
      'fr',
    );

    expect(await screen.findByText('Bambin')).toBeInTheDocument();
    expect(screen.queryByText('Toddler')).toBeNull();
    expectNoEnglish();
  });
});
