/**
 * What a browser does on a fake provider's hosted checkout page, without one: load the page,
 * submit the form of the button labelled `label` ("Pay", "Fail", "Cancel"), and report where the
 * provider sends the customer next (null when it does not redirect).
 */
export async function clickOnCheckout(
  pageUrl: string,
  label: 'Pay' | 'Fail' | 'Cancel',
): Promise<{ status: number; location: string | null; page: string }> {
  const page = await (await fetch(pageUrl)).text();
  const forms = [
    ...page.matchAll(
      /<form method="post" action="([^"]+)"><button type="submit">([^<]+)<\/button>/g,
    ),
  ];
  const form = forms.find((match) => match[2] === label);
  if (!form) throw new Error(`No "${label}" button on ${pageUrl}`);
  const response = await fetch(new URL(form[1]!, pageUrl), { method: 'POST', redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    page: await response.text(),
  };
}
