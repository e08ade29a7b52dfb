import 'server-only';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { query, type DbTx } from '@/lib/db/database';
import { looksLikeHtml } from '@/lib/security/html-sniff';
import { DamagedObjectError, getStorage, type FileStorage } from '@/lib/storage/storage';
import { MAX_DOCUMENT_BYTES } from './document-limits';
import { isUploadKey, newUploadKey } from './upload-key';

/**
 * The documents of an application (identity documents, constitutions, minutes): uploaded while
 * the form is filled in, before any account exists, then attached to the application when it is
 * submitted. The files live in a private bucket (lib/storage: Supabase Storage in hosted mode,
 * DATA_DIR embedded) and are read back only by server code that has checked who is asking.
 */
export const DOCUMENTS_BUCKET = 'application-documents';

/** What a document is: sent with the form, delivered by staff, a proof of payment, a reply to a request. */
export type DocumentKind = 'submitted' | 'delivered' | 'payment_proof' | 'reply';

/** The documents staff deliver (named in Admin.application.categories, Account.application.categories and Mail.documents). */
export const DELIVERED_CATEGORIES = [
  'certificate',
  'status_report',
  'memorandum',
  'tin_letter',
  'tax_clearance',
  'filing_receipt',
  // A company tax return as filed (CT600, T2), delivered with the authority's acknowledgement (a filing receipt).
  'tax_return',
  'other',
] as const;
export type DeliveredCategory = (typeof DELIVERED_CATEGORIES)[number];
const ALLOWED = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
type DocumentType = keyof typeof ALLOWED;

export type StoredDocument =
  | { ok: true; key: string; contentType: DocumentType; size: number; sha256: string }
  | { ok: false; error: 'fileTooLarge' | 'fileType' | 'fileRequired' };

export function documentStorage(): FileStorage {
  return getStorage(DOCUMENTS_BUCKET);
}

/**
 * Checks a file by its bytes and stores it under a random name: `<uuid>.<pdf|jpg|png>`. PDF, JPEG
 * or PNG (at most 5 MB unless `maxBytes` says otherwise), the type read from the bytes, never the
 * name or the browser; a file whose bytes also read as an HTML page is refused (issue 29, finding
 * 7). Resolves once the file is durably stored, with its size and SHA-256.
 */
export async function storeDocument(
  bytes: Uint8Array,
  storage: FileStorage = documentStorage(),
  { maxBytes = MAX_DOCUMENT_BYTES }: { maxBytes?: number } = {},
): Promise<StoredDocument> {
  if (bytes.byteLength === 0) return { ok: false, error: 'fileRequired' };
  if (bytes.byteLength > maxBytes) return { ok: false, error: 'fileTooLarge' };
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as DocumentType | undefined;
  if (!mime || !(mime in ALLOWED) || looksLikeHtml(bytes)) return { ok: false, error: 'fileType' };
  const key = newUploadKey(ALLOWED[mime]);
  const { sha256 } = await storage.put(key, bytes, mime);
  return { ok: true, key, contentType: mime, size: bytes.byteLength, sha256 };
}

export type DocumentFile = { field: string; key: string };
export type StoredFile = DocumentFile & { size: number; contentType: string };

/**
 * Looks up files named in an application's answers: the stored ones with the size and type the
 * upload read from their bytes, and the ones that are not (or no longer) in storage.
 */
export async function findDocuments(
  files: readonly DocumentFile[],
  storage: FileStorage = documentStorage(),
): Promise<{ stored: StoredFile[]; missing: DocumentFile[] }> {
  const stored: StoredFile[] = [];
  const missing: DocumentFile[] = [];
  for (const file of files) {
    const found = isUploadKey(file.key)
      ? await storage.stat(file.key).catch((error: unknown) => {
          // A damaged file is as good as none: the customer is asked for it again.
          if (error instanceof DamagedObjectError) return null;
          throw error;
        })
      : null;
    if (found) stored.push({ ...file, size: found.size, contentType: found.contentType });
    else missing.push(file);
  }
  return { stored, missing };
}

/** Records stored files as the application's documents, one per form field (`directors.0.idScan`). */
export async function attachDocuments(
  tx: DbTx,
  {
    applicationId,
    ownerId,
    files,
  }: { applicationId: string; ownerId: string; files: readonly StoredFile[] },
): Promise<void> {
  for (const { field, key, contentType, size } of files) {
    await tx.execute(
      sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes)
          values (${applicationId}, ${ownerId}, ${field}, ${key}, ${contentType}, ${size})
          on conflict (application_id, field) do nothing`,
    );
  }
}

/** A document as its readers see it: the customer their own (RLS), staff every one. */
export type ApplicationDocument = {
  id: string;
  applicationId: string;
  kind: DocumentKind;
  /** The form field it answers (`directors.0.idScan`), or a generated name for the other kinds. */
  field: string;
  category: DeliveredCategory | null;
  /** What an "Other document" is, as staff typed it. */
  title: string | null;
  fileName: string | null;
  contentType: string;
  size: number;
  storagePath: string;
  createdAt: string;
};

type DocumentRow = {
  id: string;
  application_id: string;
  kind: DocumentKind;
  field: string;
  category: DeliveredCategory | null;
  title: string | null;
  file_name: string | null;
  mime_type: string;
  size_bytes: number;
  storage_path: string;
  created_at: string | Date;
};

const DOCUMENT_COLUMNS = sql`id, application_id, kind, field, category, title, file_name, mime_type, size_bytes, storage_path, created_at`;

function toDocument(row: DocumentRow): ApplicationDocument {
  return {
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind,
    field: row.field,
    category: row.category,
    title: row.title,
    fileName: row.file_name,
    contentType: row.mime_type,
    size: row.size_bytes,
    storagePath: row.storage_path,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One document, if the caller may read it. */
export async function findDocument(tx: DbTx, id: string): Promise<ApplicationDocument | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await query<DocumentRow>(
    tx,
    sql`select ${DOCUMENT_COLUMNS} from public.application_documents where id = ${id}`,
  );
  return row ? toDocument(row) : null;
}

/** A document the caller may read, with its application's wizard and reference (its download's name). */
export async function findDocumentToServe(
  tx: DbTx,
  id: string,
): Promise<{ document: ApplicationDocument; flow: string; reference: string | null } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await query<DocumentRow & { flow: string; reference: string | null }>(
    tx,
    sql`select ${DOCUMENT_COLUMNS}, (select a.flow from public.applications a where a.id = application_id) as flow,
               (select a.reference from public.applications a where a.id = application_id) as reference
        from public.application_documents where id = ${id}`,
  );
  return row ? { document: toDocument(row), flow: row.flow, reference: row.reference } : null;
}

/** An application's documents the caller may read, oldest first. */
export async function findApplicationDocuments(
  tx: DbTx,
  applicationId: string,
): Promise<ApplicationDocument[]> {
  if (!/^[0-9a-f-]{36}$/i.test(applicationId)) return [];
  const rows = await query<DocumentRow>(
    tx,
    sql`select ${DOCUMENT_COLUMNS} from public.application_documents where application_id = ${applicationId} order by created_at, field`,
  );
  return rows.map(toDocument);
}

/**
 * Where the browser fetches a document: the route checks who asks before a byte leaves. A
 * download is named in `locale` (its category's words: app/api/documents/[id]/route.ts).
 */
export function documentUrl(
  id: string,
  { download = false, locale }: { download?: boolean; locale?: string } = {},
): string {
  if (!download) return `/api/documents/${id}`;
  return `/api/documents/${id}?download=1${locale && locale !== 'en' ? `&lang=${locale}` : ''}`;
}
