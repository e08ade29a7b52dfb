import 'server-only';
import { createTranslator } from 'use-intl/core';
import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { A4, MARGIN, openDocument } from '@/lib/pdf/document';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Company } from './queries';
import type { ResolutionRecord } from './resolution-records';
import type { ResolutionData } from './resolutions';

const catalogues = { en, fr } as const;
const boardroom = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Boardroom' });

/** A signatory's page: `/sign/<token>` in the language of the mail (outside the account area). */
export function signingLink(origin: string, locale: Locale, token: string): string {
  return `${origin}${localisedPath(`/sign/${token}`, locale)}`;
}

/** Where a resolution's PDF is read (its owner and staff: app/api/resolutions). */
export const resolutionPdfPath = (id: string, locale: Locale) =>
  `/api/resolutions/${id}?locale=${locale}`;

const dayIn = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** What a resolution resolves, as a sentence ("That Chidi Eze be appointed a director…"). */
export function decisionText(locale: Locale, data: ResolutionData): string {
  const t = boardroom(locale);
  switch (data.kind) {
    case 'appoint_director':
      return t('decisions.appoint_director', { name: data.name });
    case 'remove_director':
      return t('decisions.remove_director', { name: data.name });
    case 'change_address':
      return t('decisions.change_address', { address: data.address });
    case 'allot_shares':
      return t('decisions.allot_shares', {
        shares: new Intl.NumberFormat(locale).format(data.shares),
        shareClass: data.shareClass,
        holder: data.holder,
      });
    case 'appoint_auditors':
      return t('decisions.appoint_auditors', { auditor: data.auditor });
    case 'approve_accounts':
      return t('decisions.approve_accounts', { date: dayIn(locale)(data.periodEnd) });
  }
}

/**
 * A resolution as a PDF (issue 34), in `locale`: the company, the kind of resolution and its
 * body, the decision, and each signatory with the name they typed, the date and how they signed
 * (their own link). Open ones print "not signed yet" beside those who have not signed.
 */
export async function renderResolutionPdf(
  company: Pick<Company, 'legalName' | 'registryNumber'>,
  resolution: ResolutionRecord,
  locale: Locale,
): Promise<Uint8Array> {
  const t = boardroom(locale);
  const day = dayIn(locale);
  const title = t(`resolution.title.${resolution.body}`);
  const { pdf, addPage } = await openDocument({
    title: `${title}: ${company.legalName}`,
    locale,
    date: new Date(resolution.passedAt ?? resolution.createdAt),
  });
  const { w } = addPage();
  const right = A4.width - MARGIN;
  let y = A4.height - MARGIN;
  w.text(siteConfig.name, MARGIN, y, { muted: true });
  w.right(t(`resolution.state.${resolution.state}`), right, y, { bold: true });
  y -= 30;
  w.text(company.legalName, MARGIN, y, { bold: true, size: 18 });
  y -= 18;
  w.text(t('pdf.number', { number: company.registryNumber }), MARGIN, y, { muted: true });
  y -= 30;
  w.text(title, MARGIN, y, { bold: true, size: 14 });
  y -= 18;
  w.text(t(`resolution.kinds.${resolution.kind}`), MARGIN, y, { muted: true });
  y -= 16;
  w.text(t('resolution.datedOn', { date: day(resolution.resolvedOn) }), MARGIN, y, { muted: true });
  y -= 24;
  w.rule(y);
  y -= 22;
  w.text(t('resolution.resolved'), MARGIN, y, { bold: true });
  y -= 18;
  // The decision, wrapped to the page's width.
  const words = decisionText(locale, resolution.data).split(/\s+/);
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (w.fit(next, right - MARGIN) !== next && line) {
      w.text(line, MARGIN, y);
      y -= 15;
      line = word;
    } else line = next;
  }
  if (line) w.text(line, MARGIN, y);
  y -= 30;
  w.rule(y);
  y -= 22;
  w.text(t('resolution.signatures'), MARGIN, y, { bold: true });
  y -= 20;
  for (const s of resolution.signatories) {
    w.text(s.name, MARGIN, y, { bold: true });
    y -= 15;
    w.text(
      s.signedAt
        ? t('resolution.signedBy', {
            typed: s.signedName ?? '',
            date: day(s.signedOn ?? s.signedAt),
          })
        : t('resolution.notSigned'),
      MARGIN + 12,
      y,
      { muted: !s.signedAt },
    );
    y -= 22;
    if (y < MARGIN + 40) break;
  }
  if (resolution.passedAt) {
    y -= 8;
    w.text(t('resolution.passedOn', { date: day(resolution.passedAt) }), MARGIN, y, { bold: true });
  }
  return pdf.save();
}
