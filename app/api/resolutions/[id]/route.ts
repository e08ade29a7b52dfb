import type { NextRequest } from 'next/server';
import { companyRecordPdf } from '@/lib/companies/company-pdf-route';
import { renderResolutionPdf } from '@/lib/companies/resolution-pdf';
import { findResolution } from '@/lib/companies/resolution-records';

/**
 * GET /api/resolutions/<id>?locale=fr: a resolution with its signatures as a PDF, for the
 * company's owner or staff (row-level security decides); anyone else gets 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return companyRecordPdf(request, (await params).id, {
    find: findResolution,
    render: renderResolutionPdf,
    fileName: (resolution) => `resolution-${resolution.resolvedOn}-${resolution.kind}.pdf`,
  });
}
