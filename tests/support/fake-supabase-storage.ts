/**
 * A stand-in for Supabase Storage's HTTP API, as a `fetch` for supabase-js: the calls
 * lib/storage/storage.ts makes (upload with `x-metadata`, info, download, remove, list-v2 with a
 * cursor), answered as Storage answers them, objects kept in memory. `objects` lets a test damage
 * one, as a disk or a bad copy would.
 */
export type FakeObject = {
  body: Uint8Array;
  contentType: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
};

export function fakeSupabaseStorage(origin = 'http://storage.test') {
  const buckets = new Map<string, Map<string, FakeObject>>();
  const bucket = (name: string) => {
    if (!buckets.has(name)) buckets.set(name, new Map());
    return buckets.get(name)!;
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const notFound = () =>
    json(404, { statusCode: '404', error: 'not_found', message: 'Object not found' });

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const path = decodeURIComponent(url.pathname.replace(/^\/storage\/v1\/object\//, ''));
    let match: RegExpMatchArray | null;
    if (method === 'GET' && (match = path.match(/^info\/([^/]+)\/(.+)$/))) {
      const object = bucket(match[1]!).get(match[2]!);
      if (!object) return notFound();
      return json(200, {
        id: `${match[1]}/${match[2]}`,
        name: match[2],
        bucket_id: match[1],
        size: object.body.byteLength,
        content_type: object.contentType,
        metadata: object.metadata,
        created_at: object.createdAt.toISOString(),
      });
    }
    if (method === 'POST' && (match = path.match(/^list-v2\/([^/]+)$/))) {
      const options = JSON.parse(String(init.body)) as { limit?: number; cursor?: string };
      const after = options.cursor ? Buffer.from(options.cursor, 'base64').toString() : '';
      const names = [...bucket(match[1]!).keys()].filter((n) => n > after).sort();
      const page = names.slice(0, options.limit ?? 1000);
      const hasNext = names.length > page.length;
      return json(200, {
        hasNext,
        folders: [],
        objects: page.map((name) => ({
          id: name,
          name,
          key: name,
          created_at: bucket(match![1]!).get(name)!.createdAt.toISOString(),
          updated_at: bucket(match![1]!).get(name)!.createdAt.toISOString(),
          metadata: null,
        })),
        ...(hasNext ? { nextCursor: Buffer.from(page.at(-1)!).toString('base64') } : {}),
      });
    }
    if (method === 'POST' && (match = path.match(/^([^/]+)\/(.+)$/))) {
      const objects = bucket(match[1]!);
      if (objects.has(match[2]!) && headers.get('x-upsert') !== 'true')
        return json(400, {
          statusCode: '409',
          error: 'Duplicate',
          message: 'The resource already exists',
        });
      const encoded = headers.get('x-metadata');
      objects.set(match[2]!, {
        body: new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer()),
        contentType: headers.get('content-type') ?? 'application/octet-stream',
        metadata: encoded ? JSON.parse(Buffer.from(encoded, 'base64').toString()) : {},
        createdAt: new Date(),
      });
      return json(200, { Key: `${match[1]}/${match[2]}`, Id: match[2] });
    }
    if (method === 'GET' && (match = path.match(/^([^/]+)\/(.+)$/))) {
      const object = bucket(match[1]!).get(match[2]!);
      if (!object) return notFound();
      return new Response(Buffer.from(object.body), {
        headers: { 'content-type': object.contentType },
      });
    }
    if (method === 'DELETE' && (match = path.match(/^([^/]+)$/))) {
      const { prefixes } = JSON.parse(String(init.body)) as { prefixes: string[] };
      for (const name of prefixes) bucket(match[1]!).delete(name);
      return json(
        200,
        prefixes.map((name) => ({ name })),
      );
    }
    return json(400, { statusCode: '400', error: 'unsupported', message: `${method} ${path}` });
  };

  return { url: origin, fetch, objects: (name: string) => bucket(name) };
}
