import { brand, escapeHtml } from '@kinderwait/contract';
import type { Language } from '../../i18n/language.ts';
import { wordsIn } from '../../i18n/messages.ts';
import english from './email-layout.en.ts';
import french from './email-layout.fr.ts';

const catalogue = { en: english, fr: french };

/** One transactional email's content; every string is plain text, escaped when rendered. */
export interface EmailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  action: { label: string; url: string };
  /** Paragraphs after the button (expiry, what to do if you did not ask). */
  outro: readonly string[];
}

const colors = { text: '#1a1a1a', muted: '#5f6368', button: '#1565c0', background: '#f4f6f8' };
const font = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;';

/**
 * The HTML and text parts of a transactional email, in `language` (the content's own words come
 * written in it). Inline styles and a table layout only: many mail clients drop <style> blocks
 * and external CSS. The text part says the same, link included.
 */
export function renderEmail(
  content: EmailContent,
  language: Language,
): {
  subject: string;
  html: string;
  text: string;
} {
  const paragraph = (text: string, color: string = colors.text): string =>
    `<p style="margin:0 0 16px;${font}color:${color};">${escapeHtml(text)}</p>`;
  const url = escapeHtml(content.action.url);
  const footer = `${brand.productName} · ${brand.mailingAddress}`;
  const words = wordsIn(catalogue, language);

  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.background};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:32px 32px 8px;${font}">
<p style="margin:0 0 24px;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:${colors.button};">${escapeHtml(brand.productName)}</p>
${paragraph(content.greeting)}
${content.intro.map((text) => paragraph(text)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr>
<td style="border-radius:6px;background-color:${colors.button};">
<a href="${url}" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td>
</tr>
</table>
${paragraph(words.t('linkFallback'), colors.muted)}
<p style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${colors.button};">${url}</a></p>
${content.outro.map((text) => paragraph(text, colors.muted)).join('\n')}
</td>
</tr>
<tr>
<td style="padding:16px 32px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:${colors.muted};">${escapeHtml(footer)}</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;

  const text = [
    content.greeting,
    ...content.intro,
    words.t('actionLine', { label: content.action.label, url: content.action.url }),
    ...content.outro,
    '--',
    footer,
  ].join('\n\n');

  return { subject: content.subject, html, text: `${text}\n` };
}

/** "label: url", the text part's form of a button (with French's space before the colon). */
export function actionLine(label: string, url: string, language: Language): string {
  return wordsIn(catalogue, language).t('actionLine', { label, url });
}
