/**
 * How large an application's files may be, for the forms (checked in the browser before sending)
 * and the server alike: what customers send (identity documents, proofs of payment, files with an
 * answer) at most 5 MB; what staff deliver (scanned certificates) up to 10 MB.
 */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DELIVERED_BYTES = 10 * 1024 * 1024;
/** The limits in whole megabytes, as the messages state them. */
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
export const MAX_DELIVERED_MB = MAX_DELIVERED_BYTES / (1024 * 1024);
