import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { Dashboard } from '../../generated/model/dashboard.zod';
import { FifthCheckStatementList } from '../../generated/model/fifthCheckStatementList.zod';
import { NewsletterList } from '../../generated/model/newsletterList.zod';
import { PlanogramList } from '../../generated/model/planogramList.zod';
import { RebateReceiptList } from '../../generated/model/rebateReceiptList.zod';
import { getGetDashboardResponseMock } from '../../generated/api/dashboard/dashboard.msw';
import { getGetNewslettersResponseMock } from '../../generated/api/newsletter/newsletter.msw';
import { getGetPlanogramsResponseMock } from '../../generated/api/merchandise/merchandise.msw';
import {
  getGetFifthCheckStatementsResponseMock,
  getGetRebateReceiptsResponseMock,
} from '../../generated/api/rebates/rebates.msw';

// Every document link a member can open comes from data, and the contract allows https only, so the
// generated schema (which the API client checks every answer against) refuses any other scheme before a link is drawn.
const HOSTILE_LINKS = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'http://documents.example.com/a.pdf',
  'https:/missing-host.pdf',
];

type Answer = Record<string, unknown>;
const withLinks = (answer: Answer, list: string, link: string): Answer => ({
  ...answer,
  [list]: (answer[list] as Answer[]).map((item) => ({ ...item, pdfUrl: link })),
});

const linkFields: Array<
  [string, Parameters<typeof safeParse>[0], () => Answer, (answer: Answer, link: string) => Answer]
> = [
  [
    'newsletters',
    NewsletterList,
    () => getGetNewslettersResponseMock(),
    (answer, link) => withLinks(answer, 'newsletters', link),
  ],
  [
    'planograms',
    PlanogramList,
    () => getGetPlanogramsResponseMock(),
    (answer, link) => withLinks(answer, 'planograms', link),
  ],
  [
    'rebate receipts',
    RebateReceiptList,
    () => getGetRebateReceiptsResponseMock(),
    (answer, link) => withLinks(answer, 'receipts', link),
  ],
  [
    'fifth-check statements',
    FifthCheckStatementList,
    () => getGetFifthCheckStatementsResponseMock(),
    (answer, link) => withLinks(answer, 'statements', link),
  ],
  [
    'the dashboard’s latest newsletter',
    Dashboard,
    () => getGetDashboardResponseMock(),
    (answer, link) => ({ ...answer, latestNewsletter: { ...(answer.latestNewsletter as Answer), pdfUrl: link } }),
  ],
];

describe.each(linkFields)('document links of %s', (_name, schema, example, replaceLinks) => {
  const parse = (answer: Answer) => safeParse(schema, answer);

  it('accept the contract’s own https examples', () => {
    expect(parse(example()).success).toBe(true);
  });

  it.each(HOSTILE_LINKS)('refuse %s', (link) => {
    expect(parse(replaceLinks(example(), link)).success).toBe(false);
  });
});
