import 'server-only';
import { createTranslator } from 'use-intl/core';
import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';
import { A4, MARGIN, openDocument, type Writer } from '@/lib/pdf/document';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Company } from './queries';
import { registersAsAt, sharesByClass, type RegisterEntry } from './registers';

const catalogues = { en, fr } as const;

/** Which title the PSC / beneficial-owner register carries in the company's jurisdiction. */
export function pscTitleKey(
  jurisdiction: Company['jurisdiction'],
): 'uk' | 'nigeria' | 'ghana' | 'other' {
  return jurisdiction === 'uk' || jurisdiction === 'nigeria' || jurisdiction === 'ghana'
    ? jurisdiction
    : 'other';
}

/**
 * The registers "as at" a date as a PDF (issue 34), in the reader's language (messages,
 * namespace `Boardroom`): the four registers computed from the history on that date, then the
 * history itself up to that date, each entry with who recorded it. One or more A4 pages; the
 * document's date is the "as at" date, so the same registers render to the same bytes.
 */
export async function renderRegistersPdf(
  company: Pick<Company, 'legalName' | 'registryNumber' | 'jurisdiction'>,
  history: readonly RegisterEntry[],
  asAt: string,
  locale: Locale,
): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Boardroom' });
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const registers = registersAsAt(history, asAt);
  const { pdf, addPage } = await openDocument({
    title: t('pdf.documentTitle', { company: company.legalName, date: day(asAt) }),
    locale,
    date: new Date(`${asAt}T00:00:00Z`),
  });

  const right = A4.width - MARGIN;
  let pageNumber = 0;
  let w: Writer;
  let y = 0;
  const newPage = () => {
    w = addPage().w;
    pageNumber += 1;
    y = A4.height - MARGIN;
    w.text(t('pdf.page', { page: pageNumber }), MARGIN, MARGIN / 2, { muted: true, size: 8 });
  };
  /** Room for `height` points, else the next page. */
  const room = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  /** A table: a header and rows of cells at the given x offsets. */
  const table = (columns: { label: string; x: number; width: number }[], rows: string[][]) => {
    room(40);
    columns.forEach((c) => w.text(c.label, MARGIN + c.x, y, { bold: true, size: 9 }));
    y -= 14;
    if (rows.length === 0) {
      w.text(t('empty'), MARGIN, y, { muted: true, size: 9 });
      y -= 14;
    }
    for (const cells of rows) {
      room(14);
      cells.forEach((cell, i) =>
        w.text(w.fit(cell, columns[i]!.width, { size: 9 }), MARGIN + columns[i]!.x, y, { size: 9 }),
      );
      y -= 14;
    }
    y -= 10;
  };
  const heading = (text: string) => {
    room(60);
    w.text(text, MARGIN, y, { bold: true, size: 13 });
    y -= 8;
    w.rule(y);
    y -= 16;
  };

  newPage();
  w!.text(siteConfig.name, MARGIN, y, { muted: true });
  w!.right(t('pdf.title'), right, y, { bold: true, size: 16 });
  y -= 28;
  w!.text(company.legalName, MARGIN, y, { bold: true, size: 18 });
  y -= 18;
  w!.text(t('pdf.number', { number: company.registryNumber }), MARGIN, y, { muted: true });
  y -= 14;
  w!.text(t('pdf.asAt', { date: day(asAt) }), MARGIN, y, { bold: true });
  y -= 28;

  heading(t('registers.members'));
  table(
    [
      { label: t('columns.holder'), x: 0, width: 250 },
      { label: t('columns.shareClass'), x: 260, width: 120 },
      { label: t('columns.shares'), x: 390, width: 90 },
    ],
    [
      ...registers.members.map((h) => [h.holder, h.shareClass, count(h.shares)]),
      ...[...sharesByClass(registers.members)].map(([cls, n]) => [t('total'), cls, count(n)]),
    ],
  );
  heading(t('registers.officers'));
  table(
    [
      { label: t('columns.name'), x: 0, width: 250 },
      { label: t('columns.role'), x: 260, width: 110 },
      { label: t('columns.appointedOn'), x: 380, width: 100 },
    ],
    registers.officers.map((o) => [o.name, t(`roles.${o.role}`), day(o.appointedOn)]),
  );
  heading(t(`pscTitle.${pscTitleKey(company.jurisdiction)}`));
  table(
    [
      { label: t('columns.name'), x: 0, width: 180 },
      { label: t('columns.nature'), x: 190, width: 190 },
      { label: t('columns.notifiedOn'), x: 390, width: 90 },
    ],
    registers.psc.map((p) => [p.name, p.nature, day(p.notifiedOn)]),
  );
  heading(t('registers.charges'));
  table(
    [
      { label: t('columns.chargee'), x: 0, width: 160 },
      { label: t('columns.description'), x: 170, width: 210 },
      { label: t('columns.createdOn'), x: 390, width: 90 },
    ],
    registers.charges.map((c) => [c.chargee, c.description, day(c.createdOn)]),
  );
  heading(t('history'));
  table(
    [
      { label: t('columns.effectiveOn'), x: 0, width: 80 },
      { label: t('columns.entry'), x: 90, width: 260 },
      { label: t('columns.recordedBy'), x: 360, width: 120 },
    ],
    history
      .filter((e) => e.effectiveOn <= asAt)
      .map((e) => [day(e.effectiveOn), describeEntry(t as Say, e, history), e.recordedBy]),
  );
  room(30);
  w!.text(t('pdf.generated', { brand: siteConfig.name }), MARGIN, y, { muted: true, size: 8 });
  return pdf.save();
}

/** A `Boardroom` translator, from next-intl's server or core API. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/** One entry in words ("1,000 Ordinary shares allotted to Ada Okafor"). */
export function describeEntry(
  t: Say,
  entry: RegisterEntry,
  history: readonly RegisterEntry[],
): string {
  const d = entry.data;
  switch (d.kind) {
    case 'allotment':
      return t('describe.allotment', {
        shares: d.shares,
        shareClass: d.shareClass,
        holder: d.holder,
      });
    case 'transfer':
      return t('describe.transfer', {
        shares: d.shares,
        shareClass: d.shareClass,
        from: d.from,
        to: d.to,
      });
    case 'appointment':
    case 'cessation':
      return t(`describe.${d.kind}`, { name: d.name, role: t(`roles.${d.role}`).toLowerCase() });
    case 'psc_notified':
      return t('describe.psc_notified', { name: d.name, nature: d.nature });
    case 'psc_ceased':
      return t('describe.psc_ceased', { name: d.name });
    case 'charge_created':
      return t('describe.charge_created', { description: d.description, chargee: d.chargee });
    case 'charge_satisfied': {
      const created = history.find((e) => e.id === d.chargeId)?.data;
      return t('describe.charge_satisfied', {
        chargee: created?.kind === 'charge_created' ? created.chargee : '—',
      });
    }
  }
}
