// The provider's HTML: the user-flow pages (sign in, sign up, password reset in two steps), message pages and the
// hooks oidc-provider renders through. Plain forms, no script except the self-submitting logout confirmation.

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #1d2433; }
  main { box-sizing: border-box; width: min(100% - 2rem, 26rem); margin: 2rem 0; padding: 2rem; background: #fff;
    border-radius: 12px; box-shadow: 0 4px 24px rgb(29 36 51 / 12%); }
  .brand { margin: 0 0 .25rem; font-size: .8rem; letter-spacing: .06em; text-transform: uppercase; color: #4a5568; }
  h1 { margin: 0 0 .5rem; font-size: 1.6rem; }
  .hint { margin: 0 0 1.25rem; font-size: .9rem; color: #4a5568; }
  label { display: block; margin: .9rem 0 .3rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: .65rem .75rem; font: inherit; border: 1px solid #8a94a6; border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
  button { font: inherit; cursor: pointer; }
  .primary { width: 100%; margin-top: 1.25rem; padding: .7rem; border: 0; border-radius: 8px; background: #1a56db; color: #fff; font-weight: 600; }
  .primary:hover { background: #1441a8; }
  .links { display: flex; justify-content: space-between; gap: 1rem; margin-top: 1rem; }
  .links form { margin: 0; }
  .link { padding: 0; border: 0; background: none; color: #1a56db; text-decoration: underline; }
  .check { display: flex; align-items: center; gap: .5rem; margin: .9rem 0 0; font-weight: 400; }
  .check input { width: auto; margin: 0; }
  .alert { margin: 0 0 1rem; padding: .65rem .75rem; border-radius: 8px; background: #fde8e8; color: #9b1c1c; border: 1px solid #f8b4b4; }
`;

function page({ title, body, status = 200, head = '' }) {
  return {
    status,
    html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Member Portal (local identity provider)</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
<p class="brand">Member Portal · local identity provider</p>
${body}
</main>
</body>
</html>`,
  };
}

const alertHtml = (message) => (message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '');

function input(id, label, type, value, autocomplete) {
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value ?? '')}">`;
}

/**
 * One user-flow page. Cancel (and, on sign-in, 'Forgot your password?') post to `<action>/cancel` and
 * `<action>/forgot-password`: the provider answers the app's redirect URI with B2C's error for each.
 */
function flowPage({
  title,
  hint,
  action,
  fields,
  submit,
  error = '',
  forgotPassword = false,
  signUp = false,
  cancel = true,
}) {
  const linkTo = (exit, text) =>
    `<form method="post" action="${action}/${exit}"><button class="link" type="submit">${text}</button></form>`;
  const left =
    [
      forgotPassword ? linkTo('forgot-password', 'Forgot your password?') : '',
      signUp ? linkTo('sign-up', 'No account? Create one') : '',
    ].join('') || '<span></span>';
  return page({
    title,
    body: `<h1>${title}</h1>
<p class="hint">${escapeHtml(hint)}</p>
${alertHtml(error)}
<form method="post" action="${action}">
${fields}
<button class="primary" type="submit">${submit}</button>
</form>
<div class="links">
${left}
${cancel ? linkTo('cancel', 'Cancel') : ''}
</div>`,
  });
}

/**
 * `inFlow`: External ID's page, where Forgot your password? and sign-up continue inside the same flow (and there is no
 * Cancel), rather than B2C's, where Forgot answers the app with AADB2C90118 and sign-up is another policy.
 */
export const signInPage = ({ action, values = {}, error, inFlow = false }) =>
  flowPage({
    signUp: inFlow,
    cancel: !inFlow,
    title: 'Sign in',
    hint: 'Development sign-in: the e-mail of a member in tests/fixtures/members.json, no password.',
    action,
    error,
    // B2C's "Keep me signed in", off unless ticked: only then does the provider's session outlive the browser.
    fields: [
      input('email', 'Email', 'email', values.email, 'username'),
      '<label class="check" for="kmsi"><input id="kmsi" name="kmsi" type="checkbox" value="on"> Keep me signed in</label>',
    ].join('\n'),
    submit: 'Sign in',
    forgotPassword: true,
  });

export const signUpPage = ({ action, values = {}, error, inFlow = false }) =>
  flowPage({
    cancel: !inFlow,
    title: 'Create account',
    hint: 'Development sign-up: the new member lives in memory until the server stops.',
    action,
    error,
    fields: [
      input('email', 'Email', 'email', values.email, 'email'),
      input('givenName', 'First name', 'text', values.givenName, 'given-name'),
      input('familyName', 'Last name', 'text', values.familyName, 'family-name'),
    ].join('\n'),
    submit: 'Create account',
  });

/** Password reset, step 1: whose password (B2C would verify the address with an e-mailed code here). */
export const resetEmailPage = ({ action, values = {}, error, inFlow = false }) =>
  flowPage({
    cancel: !inFlow,
    title: 'Reset password',
    hint: 'Development password reset: the e-mail of a member, then a new password.',
    action,
    error,
    fields: input('email', 'Email', 'email', values.email, 'username'),
    submit: 'Continue',
  });

/** Password reset, step 2: the new password, twice. The e-mail rides along from step 1. */
export const resetPasswordPage = ({ action, values = {}, error, inFlow = false }) =>
  flowPage({
    cancel: !inFlow,
    title: 'Choose a new password',
    hint: `For ${values.email}. At least 8 characters. (The local sign-in asks no password, so it is checked, not kept.)`,
    action,
    error,
    fields: [
      // Hidden but typed as the username, so password managers file the new password under the right account.
      `<input type="email" name="email" autocomplete="username" value="${escapeHtml(values.email ?? '')}" hidden readonly>`,
      input('newPassword', 'New password', 'password', '', 'new-password'),
      input('reenterPassword', 'Confirm new password', 'password', '', 'new-password'),
    ].join('\n'),
    submit: 'Continue',
  });

export function messagePage(title, message, status) {
  return page({ title, status, body: `<h1>${escapeHtml(title)}</h1>\n${alertHtml(message)}` });
}

/** Answers with one of the pages above, with headers that keep it out of caches and frames. */
export function send(res, { status, html }) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  // No form-action: Chromium applies it to the redirects after a post too, and sign-in ends on the app's origin.
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  );
  res.end(html);
}

// oidc-provider hooks that render HTML (ctx is Koa's).
export async function renderError(ctx, out) {
  const { html } = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`, ctx.status);
  ctx.type = 'html';
  ctx.body = html;
}

/** RP-initiated logout confirms itself: the form posts at once, so a browser with JS lands back on the app. */
export async function logoutSource(ctx, form) {
  const autoForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button class="primary" type="submit">Sign out</button></noscript></form>',
  );
  const { html } = page({
    title: 'Signing out',
    head: "\n<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });</script>",
    body: `<h1>Signing out…</h1>\n${autoForm}`,
  });
  ctx.type = 'html';
  ctx.body = html;
}

export async function postLogoutSuccessSource(ctx) {
  const { html } = page({ title: 'Signed out', body: '<h1>Signed out</h1>\n<p>You have been signed out.</p>' });
  ctx.type = 'html';
  ctx.body = html;
}
