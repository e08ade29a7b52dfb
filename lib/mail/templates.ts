import 'server-only';
import { createTranslator } from 'use-intl/core';
import { siteConfig } from '@/lib/config/site';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { MailMessage } from './mailer';

/**
 * Every mail the product sends, rendered here from messages/ (namespace `Mail`) in the
 * recipient's language, as plain text and as HTML. What a visitor typed is escaped in the HTML
 * and never becomes markup; subjects lose line breaks (no header injection) and stay short.
 * Staff notifications are written in the site's default language.
 */
const catalogues = { en, fr } as const;

type Templates = {
  /**
   * To the customer, once their application is submitted: `amountDue` is the quote's total,
   * formatted in the customer's language by the caller (infrastructure knows no catalogue).
   */
  applicationReceived: { reference: string; url: string; amountDue?: string | null };
  /**
   * To the customer, when their application moves: a status change, a request for information,
   * a payment decision, a delivered document. `message` is what staff wrote for them (kept as
   * written); `status` a key of Mail.statuses, `document` a key of Mail.documents, `title`
   * what an "Other document" is (shown instead of its kind); `amount` what was received (a
   * payment's confirmation), formatted by the caller.
   */
  applicationUpdate: {
    reference: string;
    update:
      | 'status'
      | 'informationRequested'
      | 'paymentConfirmed'
      | 'paymentRejected'
      | 'paymentRefunded'
      | 'documentDelivered'
      | 'quoteSent';
    status?: string;
    document?: string;
    title?: string | null;
    amount?: string;
    message?: string | null;
    url: string;
    /** A payment's confirmation: where its receipt's PDF is downloaded. */
    receiptUrl?: string;
  };
  /**
   * To whoever wrote through the contact or careers form, when staff answer from the console:
   * their reply as written, then what the sender wrote, in the language they wrote in.
   */
  inboxReply: { kind: 'contact' | 'career'; name: string; reply: string; original: string };
  /** To staff: a customer answered a request for information (their files stay in private storage). */
  customerReplied: { reference: string; message: string; files: number; url: string };
  /** To a new account's address, when sign-ups must be confirmed (embedded backend). */
  signUpConfirmation: { link: string };
  /** To an account's address: the single-use link to the page that sets a new password. */
  passwordReset: { link: string };
  /** To the new address of an e-mail change: the link that confirms it (embedded backend). */
  emailChange: { link: string; email: string };
  /** To the old address of an e-mail change, when it is asked for; `link` resets the password. */
  emailChangeRequested: { email: string; newEmail: string; link: string };
  /** To an account's address when its password changed; `link` resets the password. */
  passwordChanged: { email: string; link: string };
  /** To an account's address: the single-use link that makes it staff once its owner follows it. */
  staffAccess: { link: string; email: string; days: number };
  /** To staff: a message from the contact form. */
  contactMessage: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    country: string;
    topic: string;
    language: string;
    message: string;
  };
  /**
   * To staff: a request for a service that cannot be ordered online yet (issue 28). `service` is
   * a key of Catalogue.services, `jurisdiction` of Catalogue.jurisdictions.
   */
  serviceRequest: {
    id: string;
    service: string;
    jurisdiction: string;
    name: string;
    email: string;
    phone: string | null;
    language: string;
    message: string;
  };
  /** To whoever sent a service request: what we received and what happens next, in their language. */
  serviceRequestReceived: { service: string; jurisdiction: string; name: string; message: string };
  /**
   * To the holder of a company's account and its officers who asked for them (issue 31): an
   * obligation is due. `title` is the obligation in the recipient's language, `dueDate` the
   * date as that language writes it and `days` until it (0: today; below 0 when a missed run
   * sends it late), both from the caller (infrastructure knows no compliance rule);
   * `fileUrl` the order's form ("File it for me"), `companyUrl` the company's page.
   */
  complianceReminder: {
    company: string;
    title: string;
    dueDate: string;
    days: number;
    fileUrl: string | null;
    companyUrl: string;
  };
  /**
   * To the customer, of a yearly service (issue 34): `offset` 30 or 7 is a reminder that its
   * renewal order waits to be paid, 0 that the period ended unpaid (lapsed). `service` is the
   * catalogue's id; `endDate` and `amount` are formatted by the caller.
   */
  subscriptionRenewal: {
    company: string;
    service: string;
    endDate: string;
    offset: 30 | 7 | 0;
    amount: string;
    reference: string;
    payUrl: string;
  };
  /** To the customer: their cancellation is recorded; the service runs to `endDate`, no renewal. */
  subscriptionCancelled: { company: string; service: string; endDate: string; url: string };
  /** To the holder of a virtual office (issue 34): a letter came for `company`; its scan is on the page. */
  letterReceived: {
    company: string;
    sender: string;
    receivedOn: string;
    category: string;
    url: string;
  };
  /**
   * To a director or member (issue 34): a resolution of `company` waits for their signature,
   * through their own link. `decision` is what it resolves, in the recipient's language.
   */
  resolutionToSign: { name: string; company: string; decision: string; link: string };
  /** To the holder of the company's account: every signatory signed; the signed PDF's link. */
  resolutionPassed: { company: string; decision: string; pdfUrl: string; companyUrl: string };
  /** To staff: an application from the careers form (the CV stays in private storage). */
  careerApplication: {
    id: string;
    opening: string;
    name: string;
    email: string;
    phone: string;
    fileName: string;
    size: number;
    coverLetter: string;
  };
};
export type MailTemplate = keyof Templates;

/** A mail's body: paragraphs of our text, a link, or text a visitor typed (kept as written). */
type Block =
  | { text: string }
  | { lines: string[] }
  | { link: string; intro: string; label: string }
  | { typed: string };

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const translate = (locale: Locale) => ({
  t: createTranslator({ locale, messages: catalogues[locale], namespace: 'Mail' }),
  catalogue: createTranslator({ locale, messages: catalogues[locale], namespace: 'Catalogue' }),
});
/**
 * One pair per language for the process: a translator keeps the messages it has compiled, and
 * compiling them again for each mail was most of the reminder job's time (10,000 companies).
 */
const translators = new Map<Locale, ReturnType<typeof translate>>();
function translatorsIn(locale: Locale) {
  let pair = translators.get(locale);
  if (!pair) translators.set(locale, (pair = translate(locale)));
  return pair;
}

function compose(
  locale: Locale,
  template: MailTemplate,
  values: Templates[MailTemplate],
): { subject: string; blocks: Block[] } {
  const { t, catalogue } = translatorsIn(locale);
  const serviceTitle = (id: string) =>
    catalogue.has(`services.${id}.title` as 'services.company.title')
      ? catalogue(`services.${id}.title` as 'services.company.title')
      : id;
  const jurisdictionName = (id: string) =>
    catalogue.has(`jurisdictions.${id}` as 'jurisdictions.nigeria')
      ? catalogue(`jurisdictions.${id}` as 'jurisdictions.nigeria')
      : id;
  switch (template) {
    case 'applicationReceived': {
      const v = values as Templates['applicationReceived'];
      return {
        subject: t('applicationReceived.subject', { reference: v.reference }),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t('applicationReceived.body', { reference: v.reference }) },
          ...(v.amountDue
            ? [{ text: t('applicationReceived.amountDue', { amount: v.amountDue }) }]
            : []),
          {
            link: v.url,
            intro: t('applicationReceived.link'),
            label: t('applicationReceived.button'),
          },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'applicationUpdate': {
      const v = values as Templates['applicationUpdate'];
      const status = v.status ? t(`statuses.${v.status}` as 'statuses.submitted') : '';
      const document =
        v.title || (v.document ? t(`documents.${v.document}` as 'documents.other') : '');
      const amount = v.amount ?? '';
      const blocks: Block[] = [
        { text: t('applicationUpdate.greeting') },
        {
          text: t(`applicationUpdate.${v.update}`, {
            reference: v.reference,
            status,
            document,
            amount,
          }),
        },
      ];
      if (v.message)
        blocks.push({ text: t('applicationUpdate.messageIntro') }, { typed: v.message });
      if (v.receiptUrl)
        blocks.push({
          link: v.receiptUrl,
          intro: t('applicationUpdate.receiptLink'),
          label: t('applicationUpdate.receiptButton'),
        });
      blocks.push(
        { link: v.url, intro: t('applicationUpdate.link'), label: t('applicationUpdate.button') },
        { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
      );
      return {
        subject: t(`applicationUpdate.subject.${v.update}`, {
          reference: v.reference,
          status,
          document,
        }),
        blocks,
      };
    }
    case 'inboxReply': {
      const v = values as Templates['inboxReply'];
      return {
        subject: t(`inboxReply.subject.${v.kind}`, { brand: siteConfig.name }),
        blocks: [
          { text: t('inboxReply.greeting', { name: v.name }) },
          { typed: v.reply },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
          // A service request may come without a message: then there is nothing to quote.
          ...(v.original.trim()
            ? [{ text: t(`inboxReply.original.${v.kind}`) }, { typed: v.original }]
            : []),
        ],
      };
    }
    case 'customerReplied': {
      const v = values as Templates['customerReplied'];
      return {
        subject: t('customerReplied.subject', { reference: v.reference }),
        blocks: [
          { text: t('customerReplied.intro', { reference: v.reference, files: v.files }) },
          { typed: v.message },
          { link: v.url, intro: t('customerReplied.link'), label: t('customerReplied.button') },
        ],
      };
    }
    case 'signUpConfirmation': {
      const v = values as Templates['signUpConfirmation'];
      return {
        subject: t('signUpConfirmation.subject'),
        blocks: [
          { text: t('signUpConfirmation.greeting') },
          {
            link: v.link,
            intro: t('signUpConfirmation.action'),
            label: t('signUpConfirmation.button'),
          },
          { text: t('signUpConfirmation.ignore') },
        ],
      };
    }
    case 'passwordReset': {
      const v = values as Templates['passwordReset'];
      return {
        subject: t('passwordReset.subject'),
        blocks: [
          { text: t('passwordReset.greeting') },
          { link: v.link, intro: t('passwordReset.action'), label: t('passwordReset.button') },
          { text: t('passwordReset.expiry') },
          { text: t('passwordReset.ignore') },
        ],
      };
    }
    case 'emailChange': {
      const v = values as Templates['emailChange'];
      return {
        subject: t('emailChange.subject'),
        blocks: [
          { text: t('emailChange.greeting', { email: v.email }) },
          { link: v.link, intro: t('emailChange.action'), label: t('emailChange.button') },
          { text: t('emailChange.ignore') },
        ],
      };
    }
    case 'emailChangeRequested': {
      const v = values as Templates['emailChangeRequested'];
      return {
        subject: t('emailChangeRequested.subject'),
        blocks: [
          { text: t('emailChangeRequested.greeting') },
          { text: t('emailChangeRequested.body', { email: v.email, newEmail: v.newEmail }) },
          {
            link: v.link,
            intro: t('emailChangeRequested.action'),
            label: t('emailChangeRequested.button'),
          },
        ],
      };
    }
    case 'passwordChanged': {
      const v = values as Templates['passwordChanged'];
      return {
        subject: t('passwordChanged.subject'),
        blocks: [
          { text: t('passwordChanged.greeting') },
          { text: t('passwordChanged.body', { email: v.email }) },
          { link: v.link, intro: t('passwordChanged.action'), label: t('passwordChanged.button') },
        ],
      };
    }
    case 'staffAccess': {
      const v = values as Templates['staffAccess'];
      return {
        subject: t('staffAccess.subject'),
        blocks: [
          { text: t('staffAccess.greeting', { email: v.email }) },
          { link: v.link, intro: t('staffAccess.action'), label: t('staffAccess.button') },
          { text: t('staffAccess.expiry', { days: v.days }) },
          { text: t('staffAccess.ignore') },
        ],
      };
    }
    case 'contactMessage': {
      const v = values as Templates['contactMessage'];
      return {
        subject: t('contactMessage.subject', { topic: v.topic, name: v.name }),
        blocks: [
          { text: t('contactMessage.intro', { id: v.id }) },
          {
            lines: [
              t('contactMessage.name', { name: v.name }),
              t('contactMessage.email', { email: v.email }),
              t('contactMessage.phone', { phone: v.phone ?? t('contactMessage.none') }),
              t('contactMessage.country', { country: v.country }),
              t('contactMessage.topic', { topic: v.topic }),
              t('contactMessage.language', { language: v.language }),
            ],
          },
          { typed: v.message },
        ],
      };
    }
    case 'serviceRequest': {
      const v = values as Templates['serviceRequest'];
      const service = serviceTitle(v.service);
      const jurisdiction = jurisdictionName(v.jurisdiction);
      return {
        subject: t('serviceRequest.subject', { service, jurisdiction, name: v.name }),
        blocks: [
          { text: t('serviceRequest.intro', { id: v.id }) },
          {
            lines: [
              t('serviceRequest.service', { service: `${service} (${v.service})` }),
              t('serviceRequest.jurisdiction', {
                jurisdiction: `${jurisdiction} (${v.jurisdiction})`,
              }),
              t('contactMessage.name', { name: v.name }),
              t('contactMessage.email', { email: v.email }),
              t('contactMessage.phone', { phone: v.phone ?? t('contactMessage.none') }),
              t('contactMessage.language', { language: v.language }),
            ],
          },
          v.message.trim() ? { typed: v.message } : { text: t('serviceRequest.noMessage') },
        ],
      };
    }
    case 'serviceRequestReceived': {
      const v = values as Templates['serviceRequestReceived'];
      const service = serviceTitle(v.service);
      const jurisdiction = jurisdictionName(v.jurisdiction);
      return {
        subject: t('serviceRequestReceived.subject', { service, jurisdiction }),
        blocks: [
          { text: t('inboxReply.greeting', { name: v.name }) },
          { text: t('serviceRequestReceived.body', { service, jurisdiction }) },
          { text: t('serviceRequestReceived.next') },
          ...(v.message.trim()
            ? [{ text: t('serviceRequestReceived.yourMessage') }, { typed: v.message }]
            : []),
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'resolutionToSign': {
      const v = values as Templates['resolutionToSign'];
      return {
        subject: t('resolutionToSign.subject', { company: v.company }),
        blocks: [
          { text: t('resolutionToSign.greeting', { name: v.name }) },
          { text: t('resolutionToSign.body', { company: v.company }) },
          { typed: v.decision },
          {
            link: v.link,
            intro: t('resolutionToSign.action'),
            label: t('resolutionToSign.button'),
          },
          { text: t('resolutionToSign.personal') },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'resolutionPassed': {
      const v = values as Templates['resolutionPassed'];
      return {
        subject: t('resolutionPassed.subject', { company: v.company }),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t('resolutionPassed.body', { company: v.company }) },
          { typed: v.decision },
          {
            link: v.pdfUrl,
            intro: t('resolutionPassed.pdfIntro'),
            label: t('resolutionPassed.pdfButton'),
          },
          {
            link: v.companyUrl,
            intro: t('resolutionPassed.companyIntro'),
            label: t('resolutionPassed.companyButton'),
          },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'complianceReminder': {
      const v = values as Templates['complianceReminder'];
      const facts = { company: v.company, title: v.title, date: v.dueDate, days: v.days };
      const when = v.days > 0 ? 'ahead' : v.days === 0 ? 'today' : 'late';
      return {
        subject: t(`complianceReminder.subject.${when}`, facts),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t(`complianceReminder.body.${when}`, facts) },
          ...(v.fileUrl
            ? [
                {
                  link: v.fileUrl,
                  intro: t('complianceReminder.fileIntro'),
                  label: t('complianceReminder.fileButton'),
                },
              ]
            : []),
          {
            link: v.companyUrl,
            intro: t('complianceReminder.companyIntro'),
            label: t('complianceReminder.companyButton', { company: v.company }),
          },
          { text: t('complianceReminder.why') },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'subscriptionRenewal': {
      const v = values as Templates['subscriptionRenewal'];
      const facts = {
        company: v.company,
        service: serviceTitle(v.service),
        date: v.endDate,
        amount: v.amount,
        reference: v.reference,
      };
      const when = v.offset === 0 ? 'lapsed' : 'ahead';
      return {
        subject: t(`subscriptionRenewal.subject.${when}`, facts),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t(`subscriptionRenewal.body.${when}`, { ...facts, days: v.offset }) },
          {
            link: v.payUrl,
            intro: t('subscriptionRenewal.payIntro'),
            label: t('subscriptionRenewal.payButton'),
          },
          { text: t('subscriptionRenewal.cancel') },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'subscriptionCancelled': {
      const v = values as Templates['subscriptionCancelled'];
      const facts = { company: v.company, service: serviceTitle(v.service), date: v.endDate };
      return {
        subject: t('subscriptionCancelled.subject', facts),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t('subscriptionCancelled.body', facts) },
          {
            link: v.url,
            intro: t('subscriptionCancelled.linkIntro'),
            label: t('subscriptionCancelled.button'),
          },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'letterReceived': {
      const v = values as Templates['letterReceived'];
      const facts = {
        company: v.company,
        sender: v.sender,
        date: v.receivedOn,
        category: t(`letterReceived.categories.${v.category}` as 'letterReceived.categories.other'),
      };
      return {
        subject: t('letterReceived.subject', facts),
        blocks: [
          { text: t('applicationReceived.greeting') },
          { text: t('letterReceived.body', facts) },
          { link: v.url, intro: t('letterReceived.linkIntro'), label: t('letterReceived.button') },
          { text: t('applicationReceived.signature', { brand: siteConfig.name }) },
        ],
      };
    }
    case 'careerApplication': {
      const v = values as Templates['careerApplication'];
      return {
        subject: t('careerApplication.subject', { opening: v.opening, name: v.name }),
        blocks: [
          { text: t('careerApplication.intro', { id: v.id }) },
          {
            lines: [
              t('careerApplication.opening', { opening: v.opening }),
              t('careerApplication.name', { name: v.name }),
              t('careerApplication.email', { email: v.email }),
              t('careerApplication.phone', { phone: v.phone }),
              t('careerApplication.cv', { fileName: v.fileName, size: v.size }),
            ],
          },
          { typed: v.coverLetter },
        ],
      };
    }
  }
}

function asText(block: Block): string {
  if ('text' in block) return block.text;
  if ('lines' in block) return block.lines.join('\n');
  if ('typed' in block) return block.typed;
  return `${block.intro}\n${block.link}`;
}

function asHtml(block: Block): string {
  if ('text' in block) return `<p>${escapeHtml(block.text)}</p>`;
  if ('lines' in block) return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
  if ('typed' in block) return `<p style="white-space:pre-wrap">${escapeHtml(block.typed)}</p>`;
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

/** The mail `template` to `to`, in `locale` (staff mails: the site's default language). */
export function renderMail<K extends MailTemplate>(
  template: K,
  { to, locale = defaultLocale }: { to: string; locale?: Locale },
  values: Templates[K],
): MailMessage {
  const { subject, blocks } = compose(locale, template, values);
  return {
    to,
    subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: blocks.map(asText).join('\n\n'),
    html: blocks.map(asHtml).join(''),
  };
}
