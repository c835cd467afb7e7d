import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import privacyTemplate from '@kinderwait/contract/policy-texts/privacy-policy.fr.md?raw';
import type { Catalogue } from '../../../lib/i18n/catalogue';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { englishLeft, englishTexts } from '../../../test/english-left';
import type { EnglishLeftOptions } from '../../../test/english-left';
import { aboutCatalogue } from '../about-messages';
import { localizedBlogArticles } from '../blog/localized-blog-articles';
import type { BlogArticle } from '../blog/blog-articles';
import { careersCatalogue } from '../careers-messages';
import { localizedFaq } from '../content/localized-faq';
import { localizedOpenRoles } from '../content/localized-open-roles';
import { helpCatalogue } from '../help-messages';
import { loadContent } from '../lib/localized-content';
import { pressCatalogue } from '../press-messages';
import { publicPagesCatalogue } from '../public-pages-messages';
import { safetyCatalogue } from '../safety-messages';
import { AboutPage } from './about-page';
import { BlogArticlePage } from './blog-article-page';
import { BlogListPage } from './blog-list-page';
import { CareersPage } from './careers-page';
import { ErrorPage } from './error-page';
import { HelpPage } from './help-page';
import { LicensesPage } from './licenses-page';
import { NotFoundPage } from './not-found-page';
import { PoliciesIndexPage } from './policies-index-page';
import { PolicyPage } from './policy-page';
import { PressPage } from './press-page';
import { SafetyPage } from './safety-page';

const catalogues: Catalogue<string>[] = [
  publicPagesCatalogue,
  aboutCatalogue,
  careersCatalogue,
  helpCatalogue,
  pressCatalogue,
  safetyCatalogue,
];

let frenchArticles: readonly BlogArticle[] = [];

beforeAll(async () => {
  // As the routes' loaders do: the words and content are there before the page renders.
  await Promise.all(catalogues.map((catalogue) => loadMessages(catalogue, 'fr')));
  await loadContent(localizedFaq, 'fr');
  await loadContent(localizedOpenRoles, 'fr');
  frenchArticles = await loadContent(localizedBlogArticles, 'fr');
});

async function renderInFrench(ui: ReactNode) {
  await act(async () => {
    render(
      <I18nProvider language="fr">
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>,
    );
    await Promise.resolve();
  });
}

/**
 * How a French page is searched for a catalogue's English words: each message's text between its
 * arguments and tags, where it differs from the French message and is long enough to be prose.
 */
async function englishOf(catalogue: Catalogue<string>) {
  const english = (await catalogue.load.en()).default;
  const french = (await catalogue.load.fr()).default;
  const options: EnglishLeftOptions = { french, match: 'anywhere', parts: 'all', minLength: 12 };
  return { english, options };
}

async function expectNoEnglishLeft(catalogue: Catalogue<string>) {
  const { english, options } = await englishOf(catalogue);
  expect(englishLeft(document.body.textContent, english, options)).toEqual([]);
}

describe('the public pages in French', () => {
  it('are checked for English words that would be seen on the English page', async () => {
    await loadMessages(aboutCatalogue, 'en');
    await act(async () => {
      render(
        <I18nProvider language="en">
          <MemoryRouter>
            <AboutPage />
          </MemoryRouter>
        </I18nProvider>,
      );
      await Promise.resolve();
    });
    const text = document.body.textContent;
    const { english, options } = await englishOf(aboutCatalogue);
    const phrases = englishTexts(english, options).map((entry) => entry.text);
    // All but the page head's words, which the route shows.
    expect(phrases.filter((phrase) => !text.includes(phrase))).toEqual([
      ': calmer childcare search for',
      'families and fairer waitlists for the people who care for our children.',
    ]);
  });

  it('about: the mission, the counts in French format and French links', async () => {
    await renderInFrench(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pourquoi nous avons créé KinderWait',
    );
    // Thousands grouped with a non-breaking space (the queries would fold it into a plain one).
    expect(document.body.textContent).toContain('(1\u00a0066 garderies au dernier relevé)');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toBeInTheDocument();
    await expectNoEnglishLeft(aboutCatalogue);
  });

  it('careers: the French open roles and a French application subject', async () => {
    await renderInFrench(<CareersPage />);
    expect(
      screen.getByRole('heading', { name: 'Spécialiste du soutien aux familles' }),
    ).toBeInTheDocument();
    const apply = screen.getByRole('link', {
      name: 'Postuler au poste de spécialiste du soutien aux familles par courriel',
    });
    expect(apply.getAttribute('href')).toContain(encodeURIComponent('Candidature : '));
    expect(document.body).not.toHaveTextContent('Senior full-stack engineer');
    await expectNoEnglishLeft(careersCatalogue);
  });

  it('help: the French questions and contact', async () => {
    await renderInFrench(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comment pouvons-nous vous aider?',
    );
    expect(screen.getByText('Comment me connecter?')).toBeInTheDocument();
    expect(screen.getByText(/AGJEPC \(garde à 10 \$ par jour\)/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('How do I sign in?');
    await expectNoEnglishLeft(helpCatalogue);
  });

  it('press: the facts with French numbers and dates', async () => {
    await renderInFrench(<PressPage />);
    expect(document.body.textContent).toContain(
      'Répertoire : 1\u00a0066 garderies agréées offrant 81\u00a0027 places autorisées',
    );
    expect(screen.getByText(/^Répertoire/)).toHaveTextContent('(version du 19 avril 2024)');
    expect(screen.getByRole('img', { name: 'Logo de KinderWait' })).toBeInTheDocument();
    await expectNoEnglishLeft(pressCatalogue);
  });

  it('safety: the rules, the questions and the official sources in French', async () => {
    await renderInFrench(<SafetyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Choisir un service de garde en toute sécurité',
    );
    expect(
      screen.getByRole('link', { name: 'Loi de 2014 sur la garde d’enfants et la petite enfance' }),
    ).toHaveAttribute('href', 'https://www.ontario.ca/laws/statute/14c11');
    await expectNoEnglishLeft(safetyCatalogue);
  });

  it('licences: the open data credit and the package groups', async () => {
    await renderInFrench(
      <LicensesPage
        licenses={{ generatedAt: '2026-11-22T10:00:00.000Z', browser: [], server: [] }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Dans votre navigateur' })).toBeInTheDocument();
    expect(screen.getByText(/dans sa version du 19 avril 2024/)).toBeInTheDocument();
    await expectNoEnglishLeft(publicPagesCatalogue);
  });

  it('not found: French words, and ways on to the French pages', async () => {
    await renderInFrench(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(screen.getByRole('link', { name: 'blogue' })).toHaveAttribute('href', '/fr/blog');
    await expectNoEnglishLeft(publicPagesCatalogue);
  });

  it('error: the code and advice in French', async () => {
    await renderInFrench(<ErrorPage code="503" message="Erreur du serveur" />);
    expect(screen.getByText('Erreur 503')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revenir en arrière' })).toBeInTheDocument();
    await expectNoEnglishLeft(publicPagesCatalogue);
  });

  it('blog: the French articles under their English ids, at /fr, dated in French', async () => {
    await renderInFrench(<BlogListPage articles={frenchArticles} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Des guides pour les familles de Toronto',
    );
    expect(
      screen.getByRole('link', { name: /^Comment fonctionnent les listes d’attente/ }),
    ).toHaveAttribute('href', '/fr/blog/how-waitlists-work-in-toronto');
    expect(screen.getByText('8 septembre 2026', { exact: false })).toBeInTheDocument();
    await expectNoEnglishLeft(publicPagesCatalogue);
  });

  it('a blog article in French', async () => {
    const [article] = frenchArticles;
    if (!article) throw new Error('No French articles');
    await renderInFrench(<BlogArticlePage article={article} />);
    expect(screen.getByRole('link', { name: '← Tous les articles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources officielles' })).toBeInTheDocument();
  });

  it('policies: the index and a policy in French', async () => {
    await renderInFrench(<PoliciesIndexPage />);
    expect(
      screen.getByRole('link', { name: 'Politique relative aux témoins' }),
    ).toBeInTheDocument();
    await expectNoEnglishLeft(publicPagesCatalogue);
  });

  it('a policy page in French', async () => {
    const policy = policyFromTemplate('privacy-policy', privacyTemplate, 'fr');
    await renderInFrench(<PolicyPage policy={policy} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Politique de confidentialité',
    );
    expect(screen.getByText(/Dernière mise à jour/)).toHaveTextContent(
      'Dernière mise à jour : 26 novembre 2026',
    );
    expect(screen.getByRole('heading', { name: '1. Qui est responsable' })).toBeInTheDocument();
  });
});
