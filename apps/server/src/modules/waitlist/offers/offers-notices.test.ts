import { ageGroupIds, brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { OfferNoticeFacts } from './offers-notices.ts';
import { offerAnsweredNotice, offerEndedNotice, offerMadeNotice } from './offers-notices.ts';

const facts: OfferNoticeFacts = {
  offerId: 'offer-1',
  parentUserId: 'parent-1',
  parentFirstName: 'Maya',
  providerId: 'provider-1',
  providerName: 'Sunny Days',
  childId: 'child-1',
  childFirstName: 'Ada',
  ageGroupId: ageGroupIds.toddler,
  ageGroupName: 'Toddler',
  startDate: '2027-03-01',
  // The end of Thursday 26 November 2026 in Toronto.
  deadlineAt: new Date('2026-11-27T04:59:59.999Z'),
};
const link = 'https://kinderwait.example/offers/offer-1?token=abc';
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the offer emails and texts', () => {
  it('keep their English words exactly', () => {
    const made = offerMadeNotice(facts, link);
    const email = made.email('en');
    expect(email.subject).toBe(
      'Sunny Days offers Ada a spot: answer by Thursday, November 26, 2026',
    );
    expect(email.text).toBe(
      [
        'Hello Maya,',
        '',
        'Sunny Days offers Ada a spot in its Toddler group, starting 2027-03-01.',
        'Please accept or decline by the end of Thursday, November 26, 2026 (Toronto time). Without an answer by then, the spot goes to the next family on the waitlist.',
        '',
        `Accept or decline in one step: ${link}`,
        '',
        `This link answers only this offer, once. You can also answer on your requests page in ${brand.productName}.`,
      ].join('\n'),
    );
    expect(email.html).toContain(
      '<p>Please accept or decline by the end of <strong>Thursday, November 26, 2026</strong> (Toronto time).',
    );
    expect(made.sms?.body('en')).toBe(
      `${brand.productName}: Sunny Days offers Ada a spot. Answer by Thu, Nov 26: ${link}`,
    );
    expect(offerEndedNotice(facts, 'expired').email('en')).toEqual({
      subject: 'The offer of Sunny Days expired',
      text: 'Hello Maya,\n\nThe offer of Sunny Days for Ada expired at the end of Thursday, November 26, 2026. Ada is back on its waitlist at the same place.',
      html: '<p>Hello Maya,</p>\n<p>The offer of Sunny Days for Ada expired at the end of Thursday, November 26, 2026. Ada is back on its waitlist at the same place.</p>',
    });
    expect(offerEndedNotice(facts, 'withdrawn').email('en').subject).toBe(
      'Sunny Days withdrew its offer',
    );
    const declined = offerAnsweredNotice(facts, 'owner-1', 'decline').email('en');
    expect(declined.subject).toBe("Ada's family declined your offer");
    expect(declined.html).toBe(
      `<p>Hello,</p>\n<p>Ada&#39;s family declined your offer of a spot in your Toddler group. Your waitlist in ${brand.productName} shows the next family in line.</p>`,
    );
  });

  it('are written in French for a French-speaking recipient, with fr-CA dates', () => {
    const made = offerMadeNotice(facts, link);
    const email = made.email('fr');
    expect(email.subject).toBe(
      'Sunny Days offre une place à Ada : répondez au plus tard le jeudi 26 novembre 2026',
    );
    expect(email.text).toContain('Bonjour Maya,');
    expect(email.text).toContain(
      'Sunny Days offre à Ada une place dans son groupe Bambins, à partir du lundi 1 mars 2027.',
    );
    expect(email.html).toContain('<strong>jeudi 26 novembre 2026</strong> (heure de Toronto)');
    expect(email.html).toContain('Accepter ou refuser l’offre</a>');
    expect(plain(made.sms?.body('fr') ?? '')).toBe(
      `${brand.productName} : Sunny Days offre une place à Ada. Répondez d’ici le jeu. 26 nov. : ${link}`,
    );
    expect(offerEndedNotice(facts, 'expired').email('fr').text).toBe(
      'Bonjour Maya,\n\nL’offre faite par Sunny Days pour Ada a expiré à la fin de la journée du jeudi 26 novembre 2026. Ada garde son rang sur la liste d’attente.',
    );
    expect(offerEndedNotice(facts, 'withdrawn').email('fr').subject).toBe(
      'Sunny Days a retiré son offre',
    );
    const accepted = offerAnsweredNotice(facts, 'owner-1', 'accept').email('fr');
    expect(accepted.subject).toBe('Offre acceptée pour Ada');
    expect(accepted.text).toContain('à partir du lundi 1 mars 2027');
    // The age group is named in French too (the catalogue's English name stays in English).
    expect(accepted.text).toContain('dans votre groupe Bambins');
    expect(made.sms?.body('en')).not.toContain('Bambins');
    for (const english of ['Hello', ' offers ', ' spot', 'waitlist', 'Toddler']) {
      expect(email.text + accepted.text).not.toContain(english);
    }
  });
});
