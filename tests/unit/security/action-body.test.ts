import {
  ACTION_BODY_LIMIT,
  ACTION_NESTING_LIMIT,
  checkActionBody,
  nestingDepth,
} from '@/lib/security/action-body';

const action = (body: BodyInit, contentType = 'text/plain;charset=UTF-8') =>
  new Request('http://localhost/contact', {
    method: 'POST',
    headers: { 'Next-Action': '40aa', 'Content-Type': contentType },
    body,
  });

function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = '----registra';
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n\r\n${p.value}\r\n`,
    )
    .join('');
  return action(`${body}--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`);
}

describe('the bodies server actions are sent (issue 29, finding 6)', () => {
  it('counts how deep JSON nests, not the brackets inside its strings', () => {
    expect(nestingDepth('[{"a":[1,2]},"[[[["]')).toBe(3);
    expect(nestingDepth('"\\"[[["')).toBe(0);
    expect(nestingDepth('['.repeat(100) + ']'.repeat(100))).toBe(100);
  });

  it('lets a form’s answers through, and leaves the body for Next to read', async () => {
    const request = action(
      JSON.stringify([
        { flow: 'nigeria-company', data: { directors: [{ address: { city: 'Lagos' } }] } },
      ]),
    );
    expect(await checkActionBody(request)).toBeNull();
    expect(await request.text()).toContain('Lagos');
    expect(
      await checkActionBody(
        multipart([
          { name: '0', value: '["$K1"]' },
          { name: '1_message', value: 'Hello [[[' },
        ]),
      ),
    ).toBeNull();
  });

  it('refuses a body over 1 MB with 413, whatever it holds', async () => {
    expect(await checkActionBody(action('a'.repeat(ACTION_BODY_LIMIT)))).toBeNull();
    expect(await checkActionBody(action('a'.repeat(ACTION_BODY_LIMIT + 1)))).toEqual({
      status: 413,
      error: 'tooLarge',
    });
  });

  it('refuses deeply nested arguments with 400, as JSON or as a multipart row', async () => {
    const deep = '['.repeat(ACTION_NESTING_LIMIT + 1) + ']'.repeat(ACTION_NESTING_LIMIT + 1);
    expect(await checkActionBody(action(deep))).toEqual({ status: 400, error: 'tooDeep' });
    expect(await checkActionBody(multipart([{ name: '0', value: deep }]))).toEqual({
      status: 400,
      error: 'tooDeep',
    });
    const fine = '['.repeat(ACTION_NESTING_LIMIT) + ']'.repeat(ACTION_NESTING_LIMIT);
    expect(await checkActionBody(action(fine))).toBeNull();
  });

  it('refuses a multipart body with a NUL in a file name, or one that does not parse, with 400', async () => {
    expect(
      await checkActionBody(
        multipart([{ name: '1_cv', value: '%PDF-1.4', filename: 'a\u0000b.pdf' }]),
      ),
    ).toEqual({ status: 400, error: 'malformed' });
    expect(
      await checkActionBody(action('--x\r\nnonsense', 'multipart/form-data; boundary=x')),
    ).toEqual({ status: 400, error: 'malformed' });
  });
});
