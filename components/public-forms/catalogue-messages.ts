import type { Messages } from 'next-intl';

/**
 * The part of `Catalogue` a public form shows (each service's title and, with `jurisdictions`,
 * each jurisdiction's name), so the page sends the browser these few names and not the whole
 * catalogue's texts.
 */
export function serviceTitleMessages(messages: Messages, { jurisdictions = false } = {}) {
  const services = Object.fromEntries(
    Object.entries(messages.Catalogue.services).map(([id, service]) => [
      id,
      { title: service.title },
    ]),
  );
  return jurisdictions
    ? { services, jurisdictions: messages.Catalogue.jurisdictions }
    : { services };
}
