import { ageGroupIds, brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  availabilityAlertEmail,
  availabilityOpenedEmail,
  availabilityText,
  reconfirmationEmail,
  ticketInactiveEmail,
} from './notification-emails.ts';

const origin = 'https://kinderwait.example';
const requests = `${origin}/waitlist/childcare-requests`;
const facts = {
  parentFirstName: 'Maya',
  childFirstName: 'Ada',
  providerName: 'Sunny Days',
  ageGroupId: ageGroupIds.toddler,
  ageGroupName: 'Toddler',
};
const confirmBy = new Date('2026-12-22T17:00:00Z');
const link = `${origin}/confirm/ticket-1?token=abc`;

describe('the availability and reconfirmation emails and texts', () => {
  it('keep their English words exactly', () => {
    expect(availabilityOpenedEmail(facts, origin)('en')).toEqual({
      subject: 'Sunny Days has a space for Toddler',
      text: [
        'Hello Maya,',
        '',
        'Sunny Days has opened spaces in its Toddler group, and Ada is on its waitlist.',
        'The provider offers spaces in waitlist order; if it offers one to you, you will get an email with the deadline to answer.',
        '',
        `See your requests and positions: ${requests}`,
        '',
        `— ${brand.productName}`,
      ].join('\n'),
      html: `<p>Hello Maya,</p><p>Sunny Days has opened spaces in its Toddler group, and Ada is on its waitlist.</p><p>The provider offers spaces in waitlist order; if it offers one to you, you will get an email with the deadline to answer.</p><p><a href="${requests}">See your requests and positions</a></p><p>— ${brand.productName}</p>`,
    });
    const alert = availabilityAlertEmail(facts, origin)('en');
    expect(alert.subject).toBe('A space opened near you: Sunny Days');
    expect(alert.text).toContain(
      "Sunny Days, which matches Ada's waitlist ticket, has opened spaces in its Toddler group.",
    );
    expect(availabilityText(facts, origin, 'opened')('en')).toBe(
      `${brand.productName}: Sunny Days opened Toddler spaces; Ada is on its waitlist. ${requests}`,
    );
    expect(availabilityText(facts, origin, 'alert')('en')).toBe(
      `${brand.productName}: Sunny Days, a match for Ada, opened Toddler spaces. ${requests}`,
    );
    const reminder = reconfirmationEmail({ ...facts, confirmBy }, link)('en');
    expect(reminder.subject).toBe('Still looking for care for Ada?');
    expect(reminder.text).toContain(
      'please confirm you are still interested by Tuesday, December 22, 2026.',
    );
    expect(reminder.text).toContain(`Yes, still interested: ${link}`);
    expect(ticketInactiveEmail(facts, link)('en').subject).toBe(
      "Ada's waitlist requests are now inactive",
    );
  });

  it('are written in French for a French-speaking parent, with fr-CA dates', () => {
    const opened = availabilityOpenedEmail(facts, origin)('fr');
    expect(opened.subject).toBe('Sunny Days a une place pour le groupe Bambins');
    expect(opened.text).toContain('Bonjour Maya,');
    expect(opened.text).toContain(`Voir vos demandes et vos rangs : ${requests}`);
    expect(availabilityAlertEmail(facts, origin)('fr').subject).toBe(
      'Une place s’est libérée près de chez vous : Sunny Days',
    );
    expect(availabilityText(facts, origin, 'opened')('fr')).toBe(
      `${brand.productName} : Sunny Days a ouvert des places dans le groupe Bambins; Ada est sur sa liste d’attente. ${requests}`,
    );
    const reminder = reconfirmationEmail({ ...facts, confirmBy }, link)('fr');
    expect(reminder.subject).toBe('Cherchez-vous toujours un service de garde pour Ada?');
    expect(reminder.text).toContain('au plus tard le mardi 22 décembre 2026.');
    const inactive = ticketInactiveEmail(facts, link)('fr');
    expect(inactive.subject).toBe(
      'Les demandes de liste d’attente pour Ada sont maintenant inactives',
    );
    expect(inactive.html).toContain('>Réactiver mes demandes</a>');
    expect(availabilityAlertEmail(facts, origin)('fr').text).toContain('son groupe Bambins.');
    for (const english of ['Hello', ' waitlist', ' space', 'Toddler']) {
      expect(opened.text + reminder.text + inactive.text).not.toContain(english);
    }
  });
});
