import 'server-only';
import { createTranslator } from 'use-intl/core';
import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { A4, MARGIN, openDocument, type Writer } from '@/lib/pdf/document';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { MinutesContent } from './minutes';
import type { Company } from './queries';
import { decisionText } from './resolution-pdf';

const catalogues = { en, fr } as const;
const minutesT = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Boardroom.minutes' });

/** Where a meeting's minutes are read as a PDF (the owner and staff: app/api/minutes). */
export const minutesPdfPath = (id: string, locale: Locale) => `/api/minutes/${id}?locale=${locale}`;

const dayIn = (locale: Locale) => (iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const list = (locale: Locale, names: string[]) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);

/** One block of the minutes: a heading, or a paragraph (wrapped to the page). */
export type MinutesBlock = { kind: 'heading' | 'paragraph'; text: string };

/**
 * The minutes as text, in `locale`: title, date and venue, who was present and absent, the chair,
 * the quorum, each resolution passed, and the chair's signature line. The PDF prints these; the
 * unit tests read them.
 */
export function minutesBlocks(
  locale: Locale,
  company: Pick<Company, 'legalName' | 'registryNumber'>,
  m: MinutesContent,
): MinutesBlock[] {
  const t = minutesT(locale);
  const day = dayIn(locale);
  const blocks: MinutesBlock[] = [
    { kind: 'heading', text: t(`title.${m.body}`, { company: company.legalName }) },
    {
      kind: 'paragraph',
      text:
        m.venue.kind === 'video'
          ? t('heldByVideo', { date: day(m.heldOn) })
          : t('heldAt', { date: day(m.heldOn), place: m.venue.place }),
    },
    { kind: 'heading', text: t('present') },
    { kind: 'paragraph', text: list(locale, m.attendees) },
  ];
  if (m.absent.length > 0)
    blocks.push(
      { kind: 'heading', text: t('absent') },
      { kind: 'paragraph', text: list(locale, m.absent) },
    );
  blocks.push(
    { kind: 'heading', text: t('chairHeading') },
    { kind: 'paragraph', text: t('chair', { name: m.chair }) },
    { kind: 'heading', text: t('quorumHeading') },
    {
      kind: 'paragraph',
      text: t(`quorum.${m.body}`, {
        present: m.quorum.present,
        total: m.entitled.length,
        required: m.quorum.required,
      }),
    },
    { kind: 'heading', text: t('resolutionsHeading') },
  );
  if (m.resolutions.length === 0) blocks.push({ kind: 'paragraph', text: t('noResolutions') });
  m.resolutions.forEach((r, i) =>
    blocks.push({
      kind: 'paragraph',
      text: t('resolved', { n: i + 1, decision: decisionText(locale, r.data) }),
    }),
  );
  blocks.push(
    { kind: 'paragraph', text: t('close') },
    { kind: 'heading', text: t('signatureHeading') },
    { kind: 'paragraph', text: t('signatureLine', { name: m.chair }) },
  );
  return blocks;
}

/** `text` wrapped to `width` points; returns the y below it. */
function paragraph(w: Writer, text: string, y: number, width: number, bold = false): number {
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (w.fit(next, width, { bold }) !== next && line) {
      w.text(line, MARGIN, y, { bold });
      y -= 15;
      line = word;
    } else line = next;
  }
  if (line) w.text(line, MARGIN, y, { bold });
  return y - 15;
}

/**
 * A meeting's minutes as a PDF (issue 34), in `locale`. The chair signs the printed copy: the
 * last block is a signature line with their name (no signing link for minutes).
 */
export async function renderMinutesPdf(
  company: Pick<Company, 'legalName' | 'registryNumber'>,
  minutes: { content: MinutesContent; createdAt: string },
  locale: Locale,
): Promise<Uint8Array> {
  const blocks = minutesBlocks(locale, company, minutes.content);
  const { pdf, addPage } = await openDocument({
    title: blocks[0]!.text,
    locale,
    date: new Date(minutes.createdAt),
  });
  let { w } = addPage();
  const right = A4.width - MARGIN;
  let y = A4.height - MARGIN;
  w.text(siteConfig.name, MARGIN, y, { muted: true });
  w.right(company.registryNumber, right, y);
  y -= 30;
  for (const [i, block] of blocks.entries()) {
    if (y < MARGIN + 60) {
      ({ w } = addPage());
      y = A4.height - MARGIN;
    }
    if (i === 0) {
      y = paragraph(w, block.text, y, right - MARGIN, true) - 10;
      w.rule(y + 8);
      y -= 10;
      continue;
    }
    if (block.kind === 'heading') {
      y -= 6;
      w.text(block.text, MARGIN, y, { bold: true });
      y -= 16;
    } else y = paragraph(w, block.text, y, right - MARGIN) - 4;
  }
  return pdf.save();
}
