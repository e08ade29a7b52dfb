import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { wizardText } from '@/components/wizards/wizard-text';
import {
  documentStorage,
  findDocumentToServe,
  type ApplicationDocument,
} from '@/lib/applications/documents';
import { contentDisposition, downloadFileName } from '@/lib/applications/download-name';
import { getSignedInUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { isFlowId } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { fileResponse } from '@/lib/storage/serve';

/**
 * Serves an application's document to whoever may read it: its customer or staff, as row-level
 * security decides (the lookup runs as the caller). Anyone else, signed in or not, gets the same
 * 404 as for a document that does not exist. The bytes are checked against the size and SHA-256
 * stored with them before a byte is sent, in both modes (the server streams them; hosted mode no
 * longer redirects to the bucket, where nothing would check them): a damaged file is answered
 * with an error, never sent as if whole (issue 29, finding 13). `?download=1` saves instead of
 * opening; the type is the one read from the bytes at upload, never sniffed again by the browser.
 * The file is named by what it is and the name it was sent with (`?lang=fr` names it in French).
 */
const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/** What the document is, in `locale`: its title or category, its kind, or the form field it answers. */
async function documentLabel(
  document: ApplicationDocument,
  flow: string,
  locale: Locale,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Account.application' });
  if (document.kind === 'delivered') {
    if (document.title) return document.title;
    const key = `categories.${document.category}` as 'categories.other';
    return t.has(key) ? t(key) : t('categories.other');
  }
  if (document.kind !== 'submitted') {
    const kinds = await getTranslations({ locale, namespace: 'Admin.application.fileKinds' });
    return kinds(document.kind);
  }
  if (!isFlowId(flow)) return document.field;
  return wizardText(await getTranslations({ locale }), locale, WIZARDS[flow]).document(
    document.field,
  );
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getSignedInUser();
  if (!user) return notFound();
  const found = await asUser(user.id, (tx) => findDocumentToServe(tx, id));
  if (!found) return notFound();
  const { document } = found;
  const download = request.nextUrl.searchParams.get('download') === '1';
  const lang = request.nextUrl.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : defaultLocale;
  const storage = documentStorage();
  const name = downloadFileName(
    await documentLabel(document, found.flow, locale),
    // A form's upload keeps no name of its own: the application's reference says whose it is.
    document.fileName ?? (document.kind === 'submitted' ? found.reference : null),
    document.storagePath.split('.').pop()!,
  );
  return fileResponse(storage, document.storagePath, {
    contentType: document.contentType,
    disposition: contentDisposition(download ? 'attachment' : 'inline', name),
    // A PDF opened inline runs in the browser's viewer with no access to the site.
    policy: fileContentSecurityPolicy(),
    notFound,
  });
}
