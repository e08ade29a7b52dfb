import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/site/paths';

type Parameter = { name: string; in: string; required: boolean; description?: string };
type Operation = {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters?: Parameter[];
};
/** A message key of an operation's translated summary. */
type OperationKey = 'operations.listCompanies';
type Document = { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

/**
 * The human page of the OpenAPI document: how to get a token, how to connect an MCP client, then
 * each operation with its method, path and parameters. The OpenAPI document stays English; each
 * operation's summary is shown from the messages (`Developers.operations.<operationId>`, the
 * translated text), the document's English one only for an operation without a key. Parameter
 * descriptions stay the document's (English, like the field names).
 */
export async function ApiReference({ document }: { document: Document }) {
  const t = await getTranslations('Developers');
  const base = document.servers[0]?.url ?? '/api/v1';
  const mcp = base.replace(/\/api\/v1$/, '/api/mcp');
  const code = 'block overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-900';
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <section aria-labelledby="dev-tokens" className="space-y-3">
        <h2 id="dev-tokens" className="text-2xl font-bold tracking-tight">
          {t('tokensHeading')}
        </h2>
        <p>
          {t('tokensBody')} <Link href={paths.accountSettings}>{t('tokensLink')}</Link>
        </p>
        <pre className={code}>
          <code>{`curl -H "Authorization: Bearer rgpat_…" ${base}/companies`}</code>
        </pre>
        <p>{t('conventions')}</p>
        <p>
          <a className="text-brand-700 underline" href="/api/v1/openapi.json">
            {t('openapi')}
          </a>
        </p>
      </section>
      <section aria-labelledby="dev-mcp" className="space-y-3">
        <h2 id="dev-mcp" className="text-2xl font-bold tracking-tight">
          {t('mcpHeading')}
        </h2>
        <p>{t('mcpBody')}</p>
        <pre className={code}>
          <code>
            {JSON.stringify(
              {
                mcpServers: {
                  registra: { url: mcp, headers: { Authorization: 'Bearer rgpat_…' } },
                },
              },
              null,
              2,
            )}
          </code>
        </pre>
        <p>{t('mcpTools')}</p>
      </section>
      <section aria-labelledby="dev-endpoints" className="space-y-6">
        <h2 id="dev-endpoints" className="text-2xl font-bold tracking-tight">
          {t('endpointsHeading')}
        </h2>
        {Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.entries(operations).map(([method, operation]) => (
            <article
              key={operation.operationId}
              aria-labelledby={`op-${operation.operationId}`}
              className="rounded-lg border border-slate-200 p-4"
            >
              <h3 id={`op-${operation.operationId}`} className="font-mono text-base break-all">
                <span className="font-bold">{method.toUpperCase()}</span> /api/v1{path}
              </h3>
              {t.has(`operations.${operation.operationId}` as OperationKey) ? (
                <p className="mt-1 text-slate-800">
                  {t(`operations.${operation.operationId}` as OperationKey)}
                </p>
              ) : (
                <p className="mt-1 text-slate-800" lang="en">
                  {operation.summary}
                </p>
              )}
              <p className="mt-1 text-sm text-slate-700">
                {operation.security ? t('needsToken') : t('public')}
              </p>
              {operation.parameters?.length ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {operation.parameters.map((p) => (
                    <li key={`${p.in}-${p.name}`}>
                      <code className="font-mono">{p.name}</code> ({p.in}
                      {p.required ? `, ${t('required')}` : ''})
                      {p.description ? <span lang="en"> — {p.description}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          )),
        )}
      </section>
    </div>
  );
}
