import type { NextRequest } from 'next/server';
import { companyRecordPdf } from '@/lib/companies/company-pdf-route';
import { renderMinutesPdf } from '@/lib/companies/minutes-pdf';
import { findMinutes } from '@/lib/companies/minutes-records';

/**
 * GET /api/minutes/<id>?locale=fr: a meeting's minutes as a PDF, for the company's owner or staff
 * (row-level security decides); anyone else gets 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return companyRecordPdf(request, (await params).id, {
    find: findMinutes,
    render: renderMinutesPdf,
    fileName: (minutes) => `minutes-${minutes.heldOn}-${minutes.content.body}.pdf`,
  });
}
