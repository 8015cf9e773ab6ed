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

export function I18nProvider({ children, fallback = null, onError, initialLocale }: I18nProviderProps) {
  const [active, setActive] = useState<{ locale: string; messages: CompiledMessages } | null>(null);
  const [requested, setRequested] = useState(() => initialLocale ?? readSavedLocale());

  useEffect(() => {
    let cancelled = false;
    const locale = hasCatalog(requested) ? requested : 'en';
    loadMessages(locale)
      .then((messages) => {
        if (cancelled) return;
        applyLocaleToDocument(locale);
        setActive({ locale, messages });
      })
      .catch(() => {
        if (cancelled) return;
        // The catalog could not be fetched (offline, a deploy in between): fall back to English; should even that
        // fail, the English texts written in the code are shown rather than nothing.
        if (locale !== 'en') setRequested('en');
        else {
          applyLocaleToDocument('en');
          setActive({ locale: 'en', messages: {} });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [requested]);

  const setLocale = useCallback((locale: string) => {
    saveLocale(locale);
    setRequested(locale);
  }, []);

  const contextValue = useMemo<LocaleContextValue | null>(
    () => (active ? { locale: active.locale, direction: directionOf(active.locale), setLocale } : null),
    [active, setLocale],
  );

  if (!active || !contextValue) return fallback;
  return (
    <LocaleContext value={contextValue}>
      <IntlProvider locale={active.locale} defaultLocale="en" messages={active.messages} onError={Object.keys(active.messages).length ? onError : ignoreMissing(onError)}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
