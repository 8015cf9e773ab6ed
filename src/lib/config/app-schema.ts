import { z } from 'zod';
import { comment, fileHeader } from './schema-parts.ts';

// config/app.json: the portal's name, where the API is, how members sign in, the shell's timings, the forms' limits
// and field data. Each description is what the editor shows for the key (see schema-parts.ts).
const positiveInt = (description: string) => z.number().int().positive().describe(description);
const appPath = (description: string) => z.string().startsWith('/').describe(description);

// Field data (src/lib/telemetry): where a visit's web vitals and errors go, and in which shape. An empty endpoint
// turns it off; a path ('/telemetry') is the portal's own origin, which is how the local servers receive it.
const telemetrySchema = z
  .strictObject({
    ...comment,
    endpoint: z
      .union([z.literal(''), z.url({ protocol: /^https$/ }), z.string().regex(/^\/[\w\-/]*$/)], {
        error: "must be empty (off), an https address or an in-app path such as '/telemetry'",
      })
      .describe('Where field data goes: empty (off), an https address, or an in-app path such as /telemetry.'),
    format: z
      .enum(['application-insights', 'json'])
      .describe('Application Insights’ track envelopes, or the portal’s own plain JSON (docs/field-data.md).'),
    instrumentationKey: z
      .union([z.literal(''), z.guid({ error: 'must be the resource’s instrumentation key (a GUID)' })])
      .describe('The Application Insights resource’s instrumentation key (a GUID), or empty.'),
    sampleRate: z
      .number()
      .min(0)
      .max(1)
      .describe('The share of page views that send anything, from 0 to 1; the rest send nothing at all.'),
    requireSignIn: z
      .boolean()
      .describe('true: nothing is sent from a page view before the member has signed in in it.'),
    maxErrorsPerPage: z
      .number()
      .int()
      .nonnegative()
      .describe('Errors sent per page view at most; further ones are only counted.'),
  })
  .refine(
    (telemetry) => telemetry.format !== 'application-insights' || !telemetry.endpoint || telemetry.instrumentationKey,
    {
      path: ['instrumentationKey'],
      error: 'Application Insights needs the resource’s instrumentation key (or set VITE_TELEMETRY_CONNECTION_STRING)',
    },
  )
  .describe('Field data: the web vitals and errors of members’ visits, sent to a resource of your own.');

const b2cSchema = z
  .strictObject({
    ...comment,
    clientId: z.string().min(1).describe('The portal’s application (client) id at the identity provider.'),
    authorityBase: z
      .url({ protocol: /^https$/, error: 'must be an https address (MSAL accepts no other)' })
      .describe('The identity provider’s https address, without the policy.'),
    policies: z
      .strictObject({
        signIn: z.string().describe('The sign-in user flow (policy).'),
        signUp: z.string().describe('The sign-up user flow (policy).'),
        passwordReset: z.string().describe('The password-reset user flow (policy).'),
      })
      .describe('The identity provider’s user flows (policies) by purpose.'),
    knownAuthorities: z
      .array(z.string().min(1).describe('A host name of the identity provider.'))
      .min(1)
      .describe('The identity provider’s host names the sign-in library may trust.'),
    authorityMetadata: z
      .string()
      .optional()
      .describe('The provider’s discovery document as JSON, for a provider that must not be asked for it (local).'),
    redirectPath: appPath('The portal’s path the identity provider returns to after sign-in.'),
    postLogoutRedirectPath: appPath('The portal’s path the identity provider returns to after Logout.'),
    bridgePath: appPath('The small page that hands a sign-in popup’s answer back to the portal.'),
    apiScopes: z
      .array(z.string().min(1).describe('A scope of the API.'))
      .min(1)
      .describe('The API scopes the sign-in asks for.'),
    memberNumberClaim: z
      .string()
      .min(1)
      .describe('The identity token’s claim that carries the member’s store number (ibcNumber).'),
    sessionLifetimeMinutes: positiveInt('How long a sign-in lasts, in minutes.'),
    sessionWarningMinutes: positiveInt('How many minutes before the sign-in ends the member is warned.'),
  })
  .describe('Sign-in with Azure AD B2C or Entra External ID.');

export const appFileSchema = z.strictObject({
  ...fileHeader,
  appName: z.string().min(1).describe('The portal’s name, shown in the header and the browser tab.'),
  api: z
    .strictObject({
      baseUrl: z
        .string()
        .regex(/\/api$/, 'must end in /api')
        .describe('The API’s address, ending in /api.'),
      timeoutMs: positiveInt('How long a call to the API may take, in milliseconds, before it fails.'),
    })
    .describe('The API the pages read from.'),
  auth: z
    .strictObject({
      method: z
        .enum(['template', 'b2c'])
        .describe('How members sign in: b2c (the identity provider) or template (the older e-mail and password).'),
      tokenStorageKey: z.string().min(1).describe('Where template sign-in keeps its token in the browser.'),
      signOutTokenRemovalDelayMs: z
        .number()
        .int()
        .nonnegative()
        .describe('How long after Logout the template sign-in’s token is removed, in milliseconds.'),
      b2c: b2cSchema,
    })
    .describe('How members sign in.'),
  session: z
    .strictObject({
      ...comment,
      idleMinutes: z
        .number()
        .int()
        .min(3, { error: 'must be at least 3 (the warning comes 2 minutes before)' })
        .describe(
          'Minutes without a key, pointer, touch or scroll in any tab before the member is signed out in every tab (warned 2 minutes before).',
        ),
    })
    .describe('What a shared computer needs: the sign-out after inactivity.'),
  ui: z
    .strictObject({
      snackbarAutoHideMs: positiveInt('How long a notification stays, in milliseconds.'),
      adRotationMs: positiveInt('How long each advertisement shows before the next, in milliseconds.'),
      breakpoints: z
        .strictObject({
          adColumnPx: z.number().int().describe('The screen width from which the advertisement column shows, in px.'),
          storeNamePx: z
            .number()
            .int()
            .describe('The screen width from which the header shows the store’s name, in px.'),
        })
        .describe('Screen widths at which the shell changes.'),
      storeSelectorWidthPx: positiveInt('The width of the header’s store selector, in px.'),
      authPageVariant: z
        .enum(['card', 'split'])
        .describe('How the sign-in pages look: a card over the background, or split beside a picture.'),
    })
    .describe('The shell’s timings and sizes.'),
  forms: z
    .strictObject({
      ...comment,
      photoMaxBytes: positiveInt('The largest photo an incentive claim accepts, in bytes.'),
      photoTypes: z
        .array(
          z
            .enum(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
            .describe('A photo type accepted.'),
        )
        .min(1)
        .describe('The photo types a claim accepts; the file’s first bytes must match one of them too.'),
      draftMaxAgeDays: z
        .number()
        .positive()
        .describe('How long an unsent draft is kept in the browser, in days since it was last saved.'),
    })
    .describe('The forms’ limits.'),
  telemetry: telemetrySchema,
});
