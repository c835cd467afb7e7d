import { brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { erasureConfirmEmail, erasureScheduledEmail, exportReadyEmail } from './privacy-emails.ts';

const link = 'https://kinderwait.example/privacy/x?token=abc';
const expiresAt = new Date('2026-12-04T15:00:00Z');

describe('the privacy emails', () => {
  it('keep their English words exactly', () => {
    const ready = exportReadyEmail('maya@example.com', 'Maya', link, expiresAt, 'en');
    expect(ready.subject).toBe(`Your ${brand.productName} data is ready to download`);
    expect(ready.text).toContain(
      'The link works until December 4, 2026 (7 days); the archive is deleted then. Anyone with the link can download it, so do not forward this email.',
    );
    expect(erasureConfirmEmail('maya@example.com', 'Maya', link, 'en').subject).toBe(
      `Confirm deleting your ${brand.productName} account`,
    );
    const scheduled = erasureScheduledEmail('maya@example.com', 'Maya', link, expiresAt, 'en');
    expect(scheduled.subject).toBe(
      `Your ${brand.productName} account will be deleted on December 4, 2026`,
    );
    expect(scheduled.text).toContain(`Questions: ${brand.privacyEmail}.`);
  });

  it('are written in French for a French-speaking account, with fr-CA dates', () => {
    const ready = exportReadyEmail('maya@example.com', 'Maya', link, expiresAt, 'fr');
    expect(ready.subject).toBe(`Vos données ${brand.productName} sont prêtes à télécharger`);
    expect(ready.text).toContain('Le lien fonctionne jusqu’au 4 décembre 2026 (7 jours)');
    const confirm = erasureConfirmEmail('maya@example.com', 'Maya', link, 'fr');
    expect(confirm.text).toContain(`Confirmer la suppression de mon compte : ${link}`);
    const scheduled = erasureScheduledEmail('maya@example.com', 'Maya', link, expiresAt, 'fr');
    expect(scheduled.subject).toBe(
      `Votre compte ${brand.productName} sera supprimé le 4 décembre 2026`,
    );
    expect(ready.text + confirm.text + scheduled.text).not.toMatch(/Hello|account|December/);
  });
});
