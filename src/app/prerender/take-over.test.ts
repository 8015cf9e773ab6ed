import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlKey, takeOverFrom } from './take-over';

function element(tag: string, text: string, attributes: Record<string, string> = {}): HTMLElement {
  const made = document.createElement(tag);
  made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** The sign-in page's markup: a heading, the language button, Sign in. */
function signInPage(): HTMLElement {
  const main = document.createElement('main');
  main.append(
    element('h1', 'Sign in'),
    element('button', 'EN', { 'aria-label': 'Language: English' }),
    element('button', 'Sign in'),
  );
  return main;
}

function prerenderedPage(): HTMLElement {
  const root = element('div', '', { id: 'root', 'data-prerendered': '' });
  root.append(signInPage());
  document.body.append(root);
  return root;
}

/** What the app renders: the same controls, its own elements. */
function renderApp(twin: HTMLElement, onSignIn: () => void) {
  twin.replaceChildren(signInPage());
  twin.querySelectorAll('button')[1]?.addEventListener('click', onSignIn);
}

// MutationObserver callbacks run as microtasks queued by the mutation: one await lets them run.
const observersRan = () => Promise.resolve();

afterEach(() => {
  document.body.replaceChildren();
});

describe('the app taking over a prerendered page', () => {
  it('renders hidden beside it and swaps in, as #root, once the page has its heading (not while only a loader shows)', async () => {
    const prerendered = prerenderedPage();
    const twin = takeOverFrom(prerendered);
    expect(twin.style.visibility).toBe('hidden');
    twin.replaceChildren(element('div', 'Loading…', { role: 'status' }));
    await observersRan();
    expect(document.getElementById('root')).toBe(prerendered);
    renderApp(twin, () => undefined);
    await observersRan();
    expect(document.getElementById('root')).toBe(twin);
    expect(prerendered.isConnected).toBe(false);
    expect(twin.getAttribute('style')).toBeNull();
  });

  it('keeps the focus on the same control, and presses nothing of the app’s by itself', async () => {
    const prerendered = prerenderedPage();
    const [language] = prerendered.querySelectorAll('button');
    language?.focus();
    const twin = takeOverFrom(prerendered);
    const onSignIn = vi.fn();
    renderApp(twin, onSignIn);
    await observersRan();
    expect(document.getElementById('root')).toBe(twin);
    expect(onSignIn).not.toHaveBeenCalled();
    expect(controlKey(document.activeElement)).toBe('BUTTON|Language: English');
    expect(twin.contains(document.activeElement)).toBe(true);
  });

  it('waits for a pointer that is down to come up (and its click to land) before swapping', async () => {
    const prerendered = prerenderedPage();
    prerendered.setAttribute('data-pointer-down', '');
    const twin = takeOverFrom(prerendered);
    renderApp(twin, () => undefined);
    await observersRan();
    expect(document.getElementById('root')).toBe(prerendered);
    await userEvent.click(prerendered.querySelectorAll('button')[1] as HTMLElement);
    await vi.waitFor(() => expect(document.getElementById('root')).toBe(twin));
  });
});
