import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetStoreChainUrl, getStoreChain } from '../../generated/api/stores/stores';
import { getGetStoreChainResponseMock } from '../../generated/api/stores/stores.msw';
import { getGetStoreUrl } from '../../generated/api/account/account';
import { server } from '../setup/msw-server';

// B2C accepts `#`, `%`, `?` and `+` in an e-mail address: in a path they would end it (`#`, `?`), or be read as an
// escape (`%`) or a space (`+`), so the generated client encodes each path parameter, once.
const EMAIL = 'a#b+c%d@example.com';

describe('path parameters', () => {
  it('are encoded in the generated address, every reserved character of the value', () => {
    expect(getGetStoreChainUrl(EMAIL)).toBe('/ibcstorechain/a%23b%2Bc%25d%40example.com');
    expect(getGetStoreUrl('10482/../x?y')).toBe('/mystoreapi/10482%2F..%2Fx%3Fy');
  });

  it('reach the server as the value the member has, encoded once', async () => {
    const seen: Array<{ path: string; emailClaim: unknown }> = [];
    server.use(
      http.get('*/api/ibcstorechain/:emailClaim', ({ request, params }) => {
        seen.push({ path: new URL(request.url).pathname, emailClaim: params.emailClaim });
        return HttpResponse.json(getGetStoreChainResponseMock());
      }),
    );
    const chain = await getStoreChain(EMAIL);
    expect(chain.data[0]?.stores.length).toBeGreaterThan(0);
    expect(seen).toEqual([{ path: '/api/ibcstorechain/a%23b%2Bc%25d%40example.com', emailClaim: EMAIL }]);
  });
});
