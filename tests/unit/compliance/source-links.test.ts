import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeObligation } from '@/lib/compliance/describe';
import {
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
  type CompanyProfile,
} from '@/lib/compliance/model';
import { SOURCE_URLS, sourceLink } from '@/lib/compliance/source-links';
import { obligations } from './helpers';

const sourcesMd = readFileSync(join(process.cwd(), 'docs/sources.md'), 'utf8');

/** Every profile the public tool accepts, foreign-owned or not. */
const profiles: CompanyProfile[] = COMPLIANCE_JURISDICTIONS.flatMap((jurisdiction) =>
  ENTITIES_BY_JURISDICTION[jurisdiction].flatMap((entity) =>
    [false, true].map((foreignOwned) => ({
      jurisdiction,
      entity,
      formed: '2024-02-29',
      foreignOwned,
      options: { beneficialOwnershipChanges: ['2026-05-04'] },
    })),
  ),
);

describe('the compliance rules’ source links', () => {
  it('copy each URL exactly from docs/sources.md', () => {
    for (const [id, url] of Object.entries(SOURCE_URLS)) {
      expect(
        `${id} ${sourcesMd.match(new RegExp(`^- \\*\\*${id.replace(/[.]/g, '\\.')}\\*\\* (\\S+)`, 'm'))?.[1]}`,
      ).toBe(`${id} ${url}`);
    }
  });

  it('cover every source a rule cites, so every obligation links to its sources', () => {
    for (const profile of profiles) {
      for (const instance of obligations(profile, { from: '2024-01-01', to: '2030-12-31' })) {
        for (const id of instance.sources) expect(sourceLink(id)).not.toBeNull();
        expect(describeObligation(instance, 'en').sources.length).toBeGreaterThan(0);
      }
    }
  });

  it('name a link by its site', () => {
    expect(sourceLink('S193')).toEqual({
      id: 'S193',
      url: 'https://legislation.gov.uk/ukpga/2006/46/part/24/2022-10-12',
      host: 'legislation.gov.uk',
    });
    expect(sourceLink('S999')).toBeNull();
  });
});
