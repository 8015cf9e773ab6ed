import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { createSafeContext } from '@/lib/react/create-safe-context';
import { hasCatalog, loadMessages, type CompiledMessages } from './catalogs';
import { applyLocaleToDocument, directionOf, readSavedLocale, saveLocale, type Direction } from './locale';

interface LocaleContextValue {
  locale: string;
  direction: Direction;
  /** Switches language; the catalog is fetched first, so the interface never shows a half-translated moment. */
  setLocale: (locale: string) => void;
}

export const [LocaleContext, useLocale] = createSafeContext<LocaleContextValue>('LocaleContext');

interface I18nProviderProps {
  children: ReactNode;
  /** Shown until the first catalog has arrived. */
  fallback?: ReactNode;
  /** Tests pass a handler that fails on a missing translation. */
  onError?: IntlConfig['onError'];
  initialLocale?: string;
}

/** With no catalog at all every text is "missing"; that is expected then, and must not flood the console. */
const ignoreMissing =
  (onError: IntlConfig['onError']): IntlConfig['onError'] =>
  (error) => {
    if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) onError?.(error);
  };

/**
 * English is the language the code is written in: its catalog is the code's own default messages, extracted and
 * compiled. English therefore renders from those at once (react-intl reads a message's default when the catalog has
 * none), so an English visitor's first paint waits for no catalog download; other languages load theirs first.
 */
const SOURCE_LOCALE = 'en';
const fromSource = (locale: string) => (locale === SOURCE_LOCALE ? { locale, messages: {} } : null);
const catalogLocale = (requested: string) => (hasCatalog(requested) ? requested : SOURCE_LOCALE);

export function I18nProvider({ children, fallback = null, onError, initialLocale }: I18nProviderProps) {
  const [requested, setRequested] = useState(() => initialLocale ?? readSavedLocale());
  const [active, setActive] = useState<{ locale: string; messages: CompiledMessages } | null>(() =>
    fromSource(catalogLocale(requested)),
  );

  useEffect(() => {
    const locale = catalogLocale(requested);
    if (fromSource(locale)) {
      // Already active (the initial state, setLocale or the fallback below set it): only the document follows.
      applyLocaleToDocument(locale);
      return;
    }
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => {
        if (cancelled) return;
        applyLocaleToDocument(locale);
        setActive({ locale, messages });
      })
      .catch(() => {
        if (cancelled) return;
        // The catalog could not be fetched (offline, a deploy in between): English, from the code, rather than nothing.
        // The document says so with the same render, not one effect later (a reader could see 'fr' on English text).
        applyLocaleToDocument(SOURCE_LOCALE);
        setRequested(SOURCE_LOCALE);
        setActive(fromSource(SOURCE_LOCALE));
      });
    return () => {
      cancelled = true;
    };
  }, [requested]);

  const setLocale = useCallback((locale: string) => {
    saveLocale(locale);
    setRequested(locale);
    const source = fromSource(catalogLocale(locale));
    if (source) setActive(source);
  }, []);

  const contextValue = useMemo<LocaleContextValue | null>(
    () => (active ? { locale: active.locale, direction: directionOf(active.locale), setLocale } : null),
    [active, setLocale],
  );

  if (!active || !contextValue) return fallback;
  return (
    <LocaleContext value={contextValue}>
      <IntlProvider
        locale={active.locale}
        defaultLocale="en"
        messages={active.messages}
        onError={Object.keys(active.messages).length ? onError : ignoreMissing(onError)}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
