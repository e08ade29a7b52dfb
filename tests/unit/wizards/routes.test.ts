import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offerings } from '@/lib/catalogue/catalogue';
import { scanRoutes } from '@/lib/site/route-scan';
import { isKnownPath } from '@/lib/site/routes';
import { offeringPath } from '@/lib/site/offering-paths';
import { FLOWS, flowIds, paymentPath, stepsOf } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';

const appDir = path.join(process.cwd(), 'app', '[locale]');
const routes = scanRoutes(appDir);
/** The page file a path is served by, inside the flow's route group. */
const pageFile = (group: string, route: string) =>
  path.join(appDir, '(wizards)', group, route, 'page.tsx');

describe('wizard routes, written once in lib/wizards/flows.ts', () => {
  it.each(flowIds)(
    '%s: every step and the review is a page made by the step factory for that step',
    (flow) => {
      for (const { id, path: route } of [
        ...stepsOf(flow),
        { id: 'review', path: FLOWS[flow].review },
      ]) {
        expect(isKnownPath(route, routes)).toBe(true);
        const source = readFileSync(pageFile(`(${flow})`, route), 'utf8');
        // The factory's call names the flow and the step; a lead for the step may follow them.
        expect(source).toMatch(new RegExp(`createStepPage\\('${flow}', '${id}'(\\)|, \\{)`));
      }
    },
  );

  it.each(flowIds)(
    '%s: its entry and payment pages exist, and the definition has the same steps in order',
    (flow) => {
      expect(isKnownPath(FLOWS[flow].entry, routes)).toBe(true);
      for (const pkg of ['basic', 'standard', 'premium'] as const)
        expect(isKnownPath(paymentPath(flow, pkg), routes)).toBe(true);
      expect(WIZARDS[flow].steps.map((s) => [s.id, s.path])).toEqual(
        stepsOf(flow).map((s) => [s.id, s.path]),
      );
      expect(WIZARDS[flow].reviewPath).toBe(FLOWS[flow].review);
    },
  );

  it('sends every offering of the catalogue to a page that exists', () => {
    for (const offering of offerings)
      expect([
        offering.jurisdiction,
        offering.service,
        isKnownPath(offeringPath(offering), routes),
      ]).toEqual([offering.jurisdiction, offering.service, true]);
  });
});
