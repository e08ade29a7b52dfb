import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { directURL } from '../support/auth';

const pdf = readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

function upload(request: APIRequestContext, baseURL: string, forwardedFor: string) {
  return request.post(`${baseURL}/api/uploads`, {
    headers: { 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor },
    multipart: { file: { name: 'id.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
}

// Issue 23, finding 4: serving directly (npm run serve, no proxy in front), 32 of 32 uploads got
// through with a new X-Forwarded-For each time. The "direct" server has no trusted proxy and
// allows 3 uploads per address (playwright.config.ts).
test('without a trusted proxy, a forged X-Forwarded-For does not escape the per-address limits', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++)
    statuses.push((await upload(request, directURL, `198.51.100.${i}`)).status());
  expect(statuses).toEqual([200, 200, 200, 429]);
});
