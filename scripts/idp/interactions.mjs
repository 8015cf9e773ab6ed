// The user-flow pages at /<tenant>/<policy>/v2.0/interaction/:uid: sign in, sign up, password reset (e-mail, then a
// new password), and the two ways out B2C offers, Cancel and 'Forgot your password?', answered as B2C answers them.
import { isEmail } from './members.mjs';
import { messagePage, resetEmailPage, resetPasswordPage, send, signInPage, signUpPage } from './pages.mjs';
import { readForm } from './requests.mjs';
import { POLICIES, policyNamed } from './settings.mjs';
import { mountPath } from './provider.mjs';

/** What B2C puts in error_description (with error=access_denied) when the member leaves its pages this way. */
export const B2C_ANSWERS = Object.freeze({
  cancel: 'AADB2C90091: The user has cancelled entering self-asserted information.',
  'forgot-password': 'AADB2C90118: The user has forgotten their password.',
});

const TEXT = {
  noUser: 'No User Found!',
  alreadyRegistered: 'The entered Email address is already registered!',
  missingEmail: 'Please enter your Email.',
  missingFields: 'Please fill in Email, First name and Last name.',
  // B2C's own wording for the password rules and a mismatch.
  shortPassword: 'The password must be between 8 and 64 characters.',
  passwordsDiffer:
    'The password entry fields do not match. Please enter the same password in both fields and try again.',
};

const MIN_PASSWORD = 8;
const MAX_PASSWORD = 64;

/** Sign-up: a new e-mail with both names joins the directory (in memory) and is signed in. */
function signUp(form, { directory, again, finish }) {
  const values = {
    email: (form.email ?? '').trim(),
    givenName: (form.givenName ?? '').trim(),
    familyName: (form.familyName ?? '').trim(),
  };
  if (!values.email || !values.givenName || !values.familyName) return again(signUpPage, values, TEXT.missingFields);
  if (!isEmail(values.email)) return again(signUpPage, values, TEXT.missingEmail);
  if (directory.findByEmail(values.email)) return again(signUpPage, values, TEXT.alreadyRegistered);
  const member = directory.add(values);
  return finish({ login: { accountId: member.id, remember: false } });
}

/** Password reset: step 1 names a known member; step 2 (the form carries newPassword) checks the new password. */
function passwordReset(form, { directory, again, finish }) {
  const email = (form.email ?? '').trim();
  if (!email) return again(resetEmailPage, { email }, TEXT.missingEmail);
  const member = directory.findByEmail(email);
  if (!member) return again(resetEmailPage, { email }, TEXT.noUser);
  if (!Object.hasOwn(form, 'newPassword')) return again(resetPasswordPage, { email: member.email });
  const password = form.newPassword ?? '';
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD)
    return again(resetPasswordPage, { email: member.email }, TEXT.shortPassword);
  if (password !== form.reenterPassword) return again(resetPasswordPage, { email: member.email }, TEXT.passwordsDiffer);
  // As B2C does after a reset, the member continues signed in (for this browser session).
  return finish({ login: { accountId: member.id, remember: false } });
}

function signIn(form, { directory, again, finish }) {
  const email = (form.email ?? '').trim();
  if (!email) return again(signInPage, { email }, TEXT.missingEmail);
  const member = directory.findByEmail(email);
  if (!member) return again(signInPage, { email }, TEXT.noUser);
  // As a B2C user flow by default: the provider's session cookie ends with the browser (no expiry), unless the member
  // ticked "Keep me signed in" (the tenant's KMSI), when it lasts as the session's lifetime says.
  return finish({ login: { accountId: member.id, remember: form.kmsi === 'on' } });
}

const FLOWS = {
  [POLICIES.signIn]: { firstPage: signInPage, submit: signIn },
  [POLICIES.signUp]: { firstPage: signUpPage, submit: signUp },
  [POLICIES.passwordReset]: { firstPage: resetEmailPage, submit: passwordReset },
};

/** External ID's one flow: its pages by the part of the path after the interaction (none: sign-in, or sign-up for prompt=create). */
const IN_FLOW = {
  '': { firstPage: signInPage, submit: signIn },
  'sign-up': { firstPage: signUpPage, submit: signUp },
  reset: { firstPage: resetEmailPage, submit: passwordReset },
};

/** Returns (req, res, policy, rest) => answers a request for one interaction page of `policy`. */
export function createInteractions({ providers, directory, tenant, shape = 'b2c' }) {
  return async function interaction(req, res, policy, rest) {
    const { provider } = providers.get(policy);
    const [, uid, exit = ''] =
      /^\/interaction\/([\w-]+)(?:\/(cancel|forgot-password|sign-up|reset))?\/?$/.exec(rest) ?? [];
    if (!uid) return send(res, messagePage('Not found', 'There is no such page.', 404));
    const action = `${mountPath(tenant, policy)}/interaction/${uid}`;
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return send(
        res,
        messagePage('Session expired', 'This sign-in page has expired. Go back to the portal and start again.', 400),
      );
    }
    if (details.uid !== uid)
      return send(
        res,
        messagePage(
          'Session expired',
          'This sign-in page belongs to another attempt. Go back to the portal and start again.',
          400,
        ),
      );

    // oidc-provider sends the browser back to the redirect URI with these (and the request's state). A requested
    // prompt (External ID's `create`) is answered too, so it is not asked again on the way back.
    const created = String(details.params.prompt ?? '')
      .split(' ')
      .includes('create');
    const finish = (result) =>
      provider.interactionFinished(
        req,
        res,
        { ...(created ? { create: {} } : {}), ...result },
        { mergeWithLastSubmission: false },
      );
    if (shape === 'external-id') return inFlow(req, res, { details, action, exit, created, finish });

    if (exit === 'sign-up' || exit === 'reset')
      return send(res, messagePage('Not found', 'There is no such page.', 404));
    // B2C also takes the user flow as a `p` query parameter. The dev server pins MSAL to the sign-in policy's
    // discovery document, so the portal asks for sign-up or password reset that way; show that flow's page.
    const flow = FLOWS[policyNamed(details.params.p) ?? policy];
    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return send(res, flow.firstPage({ action, values: { email: hint } }));
    }
    if (req.method !== 'POST') return send(res, messagePage('Not allowed', 'Use the form.', 405));
    if (exit) return finish({ error: 'access_denied', error_description: B2C_ANSWERS[exit] });
    const again = (render, values, error = '') => send(res, render({ action, values, error }));
    return flow.submit(await readForm(req), { directory, again, finish });
  };

  /**
   * External ID: Forgot your password? and No account? open their pages inside the same flow (at <action>/reset and
   * <action>/sign-up), and finishing either signs the member in; the app never hears of them. No Cancel.
   */
  async function inFlow(req, res, { details, action, exit, created, finish }) {
    if (exit === 'cancel') return send(res, messagePage('Not found', 'There is no such page.', 404));
    const step = exit === 'forgot-password' ? 'reset' : exit || (created ? 'sign-up' : '');
    const flow = IN_FLOW[step];
    const show = (render, values, error = '') =>
      send(res, render({ action: step ? `${action}/${step}` : action, values, error, inFlow: true }));
    if (req.method !== 'GET' && req.method !== 'POST')
      return send(res, messagePage('Not allowed', 'Use the form.', 405));
    const form = req.method === 'POST' ? await readForm(req) : {};
    // A link-styled button posts nothing: it opens its page. The page's own form posts its fields to the same place.
    if (Object.keys(form).length === 0) {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return show(flow.firstPage, { email: hint });
    }
    return flow.submit(form, { directory, again: show, finish });
  }
}
